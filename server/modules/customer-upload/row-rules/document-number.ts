// A document number (DOCUMENT_NO, and REFERENCE_DOCUMENT_NO: the number of an earlier document) as
// ETDA's schema takes it: ExchangedDocument/ID and IssuerAssignedID are Max35IDType, an xsd:token
// of 1–35 characters. Any printable character is fine (IV2569/0001, ใบกำกับ-0001, INV 0001); one
// that cannot be seen or printed is refused, and so are two spaces in a row, which the schema's
// token would fold into one so that the XML would say another number than the file.
import type { RowProblem } from './types';

/** Max35IDType (server/etax/schemas/v2.0/ETDA/data/standard/QualifiedDataType_1p0.xsd). */
export const DOCUMENT_NO_MAX = 35;

/**
 * Letters, marks (Thai vowels and tone marks), digits, punctuation, symbols and the plain space;
 * not U+FFFD, the mark of a character lost in reading.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

type Problem = Pick<RowProblem, 'code' | 'params'>;

/** U+0009: how an invisible character is named in a message. */
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The problem of a document number (trimmed, not empty), or undefined when ETDA takes it. */
export function checkDocumentNumber(value: string): Problem | undefined {
  const chars = [...value];
  const unprintable = chars.findIndex((char) => char === '\uFFFD' || !PRINTABLE.test(char));
  if (unprintable >= 0) {
    return {
      code: 'DOCUMENT_NO_CHARACTER',
      params: { character: codePoint(chars[unprintable]!), position: unprintable + 1 },
    };
  }
  const doubleSpace = chars.findIndex((char, index) => char === ' ' && chars[index + 1] === ' ');
  if (doubleSpace >= 0) return { code: 'DOCUMENT_NO_SPACES', params: { position: doubleSpace + 1 } };
  if (chars.length > DOCUMENT_NO_MAX) return { code: 'DOCUMENT_NO_LENGTH', params: { max: DOCUMENT_NO_MAX } };
  return undefined;
}
