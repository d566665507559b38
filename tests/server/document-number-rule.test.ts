// The row rule of document numbers (row-rules/document-number.ts): what ETDA's Max35IDType takes
// is staged exactly as written; what it would not take is refused at the cell, saying why.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRow, describeProblem, type RowContext } from '../../server/modules/customer-upload/row-rules';
import { rule } from './support/row-rules';

const column = (dataTypeKey: string) => rule('A', dataTypeKey, 'STRING', { required: true });

const context: RowContext = { vatRates: ['0', '7'], etaxStartDate: null, today: '2026-11-28' };
const checked = (value: string, key = 'DOCUMENT_NO') => checkRow(2, { A: value }, [column(key)], context);

/** Thai letters and marks, Latin, digits (Thai too), punctuation and symbols people put in numbers. */
const numberChar = fc.constantFrom(
  ...'ABCXYZabcxyz0123456789๐๑๒๓๙กขคงใบกำภาษีเลขที่่้๊๋็์/-_.#:()[]&+*%@,;\'"'.split(''),
);
/** 1–35 characters, words of them joined by single spaces (the cell is trimmed as it is read). */
const validNumber = fc
  .array(fc.array(numberChar, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 })
  .map((words) => words.map((word) => word.join('')).join(' '))
  .filter((text) => [...text].length <= 35);

describe('document numbers', () => {
  it('stages every number ETDA takes exactly as written', () => {
    fc.assert(
      fc.property(validNumber, (number) => {
        expect(checked(number)).toEqual({ rowNo: 2, data: { DOCUMENT_NO: number }, problems: [] });
      }),
      { seed: 27 },
    );
    for (const number of ['IV2569/0001', 'ใบกำกับ-0001', 'INV 0001', '9'.repeat(35)])
      expect(checked(number).problems).toEqual([]);
  });

  it('refuses a character that cannot be seen or printed, two spaces, more than 35 characters', () => {
    const problems = (value: string, key?: string) =>
      checked(value, key).problems.map((p) => [p.code, p.params, describeProblem(p, 'en')]);
    expect(problems('INV\u00a00001')).toEqual([
      [
        'DOCUMENT_NO_CHARACTER',
        { character: 'U+00A0', position: 4 },
        'holds a character that cannot be seen or printed (U+00A0, character 4); use letters, digits, punctuation and spaces',
      ],
    ]);
    for (const hidden of ['\n', '\u200b', '\ufeff', '\u202e', '\ufffd', '\u0085'])
      expect(problems(`A${hidden}1`)[0]![0]).toBe('DOCUMENT_NO_CHARACTER');
    expect(problems('INV  0001', 'REFERENCE_DOCUMENT_NO')).toEqual([
      [
        'DOCUMENT_NO_SPACES',
        { position: 4 },
        'has more than one space in a row (character 4); use single spaces',
      ],
    ]);
    expect(problems('ก'.repeat(36))).toEqual([
      [
        'DOCUMENT_NO_LENGTH',
        { max: 35 },
        "is longer than 35 characters, the most ETDA's e-Tax Invoice standard allows for a document number",
      ],
    ]);
    // The value as read is kept for the error report: nothing is lost.
    expect(checked('INV  0001').data).toEqual({ DOCUMENT_NO: 'INV  0001' });
  });
});
