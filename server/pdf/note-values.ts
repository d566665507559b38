// A debit / credit note's three values, as Revenue Code s.86/9 and s.86/10 ask a note to state
// them: the original document's value, the correct value and the difference. Worked out here
// once for the built-in layout (document-header.ts) and a customer's own form
// (template-values-of.ts), so that both print the same figures.
import type { PdfDocument } from './document-model';
import { toSatang } from '../validation/money';

/** In satang. */
export interface NoteValues {
  original: bigint;
  correct: bigint;
  difference: bigint;
}

/**
 * A note's values: the difference is the note's own value before VAT, the original the referenced
 * document's (before VAT); the correct value is the original less the difference for a credit
 * note (81) and plus it for a debit note (80). None for another type or an unknown original.
 */
export function noteValues(
  doc: Pick<PdfDocument, 'documentTypeCode' | 'totalBeforeVat' | 'reference'>,
): NoteValues | undefined {
  if (doc.documentTypeCode !== '80' && doc.documentTypeCode !== '81') return undefined;
  const original = toSatang(doc.reference?.originalAmount);
  const difference = toSatang(doc.totalBeforeVat);
  if (original === undefined || difference === undefined) return undefined;
  const correct = doc.documentTypeCode === '81' ? original - difference : original + difference;
  return { original, correct, difference };
}
