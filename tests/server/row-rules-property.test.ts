// A property of the row rules (docs/imports.md "Row rules"): any valid row, its cells written in
// any form a spreadsheet or a person gives them — Thai text of any length, numbers as number
// cells, plain or grouped text or Thai digits, dates as ISO, D/M/YYYY in the Gregorian or the
// Buddhist era, date cells (Buddhist-era years too) and Excel serials — passes, and is staged with
// the value the documents will say; text exactly as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRow, type CellInput, type RowContext } from '../../server/modules/customer-upload/row-rules';
import { rulesFromA } from './support/row-rules';

const COLUMNS = rulesFromA(
  'DOCUMENT_NO BUYER_NAME ISSUE_DATE:DATE DUE_DATE:DATE ITEM_QTY:DECIMAL ITEM_UNIT_PRICE:DECIMAL ' +
    'ITEM_AMOUNT:DECIMAL BUYER_TAX_ID:TAX_ID BUYER_TEL:TEL BUYER_BRANCH_CODE VAT_RATE:DECIMAL ITEM_UNIT REMARK:INTEGER',
  { required: true },
);

/** Any issue date of the generated range is allowed. */
const CONTEXT: RowContext = { vatRates: ['0', '7'], etaxStartDate: '1950-01-01', today: '2150-12-31' };

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
const thaiDigits = (text: string) => text.replace(/[0-9]/g, (digit) => THAI_DIGITS[Number(digit)]!);

/** One value in the forms a cell may hold it, and what the rules should make of it. */
interface Case {
  cell: CellInput;
  expected: string;
}

// Thai letters, vowels and tone marks (U+0E01–U+0E3A, U+0E3F–U+0E5B: the block's assigned
// characters, Thai digits among them), Latin, digits, punctuation and inner spaces: any text,
// kept exactly (a cell's outer blanks are not its text).
const textChar = fc.oneof(
  fc
    .integer({ min: 0x0e01, max: 0x0e5b })
    .filter((code) => code <= 0x0e3a || code >= 0x0e3f)
    .map((code) => String.fromCharCode(code)),
  fc.constantFrom(...'abcXYZ019-/.,()&@ '),
);
const text = (maxLength: number) =>
  fc
    .array(textChar, { minLength: 1, maxLength })
    .map((chars) => chars.join(''))
    .filter((value) => value.trim() === value && value !== '');
/** A document number: such text with single spaces (ETDA's token would fold two). */
const documentNumber = text(35).filter((value) => !value.includes('  '));

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const pad = (n: number) => String(n).padStart(2, '0');

const day = fc
  .record({
    year: fc.integer({ min: 1950, max: 2150 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);

const date: fc.Arbitrary<Case> = fc
  .tuple(day, fc.nat({ max: 7 }))
  .filter(([{ month, day }, form]) => !(form === 5 && month === 2 && day === 29))
  .map(([{ year, month, day }, form]) => {
    const expected = `${year}-${pad(month)}-${pad(day)}`;
    const forms: CellInput[] = [
      expected,
      `${day}/${month}/${year}`,
      `${pad(day)}/${pad(month)}/${year + 543}`,
      thaiDigits(`${day}/${month}/${year + 543}`),
      new Date(Date.UTC(year, month - 1, day)),
      // A Thai user's date that the spreadsheet stored in the Buddhist-era year (no 29 February:
      // a spreadsheet only makes a date cell of a day that exists in that year).
      new Date(Date.UTC(year + 543, month - 1, day)),
      (Date.UTC(year, month - 1, day) - EXCEL_EPOCH) / DAY_MS,
      thaiDigits(expected),
    ];
    return { cell: forms[form]!, expected };
  });

/** A decimal of up to `places` places as a number cell, plain text, grouped text or Thai digits. */
const decimal = (places: number, maxWhole = 9_999_999): fc.Arbitrary<Case> =>
  fc
    .tuple(
      fc.integer({ min: 0, max: maxWhole }),
      fc.integer({ min: 0, max: 10 ** places - 1 }),
      fc.nat({ max: 4 }),
    )
    .map(([whole, fraction, form]) => {
      const digits = String(fraction).padStart(places, '0');
      const written = `${whole}.${digits}`;
      const significant = digits.replace(/0+$/, '');
      const expected = significant ? `${whole}.${significant}` : String(whole);
      const grouped = `${whole.toLocaleString('en-US')}.${digits}`;
      const forms: CellInput[] = [Number(written), written, grouped, thaiDigits(grouped), expected];
      return { cell: forms[form]!, expected };
    });

/** A tax ID with its check digit, as text, with dashes, in Thai digits or as a number cell. */
const taxId: fc.Arbitrary<Case> = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }), fc.nat({ max: 3 }))
  .map(([twelve, form]) => {
    const sum = twelve.reduce((total, digit, i) => total + digit * (13 - i), 0);
    const expected = `${twelve.join('')}${(11 - (sum % 11)) % 10}`;
    // A number cell keeps at most one leading zero's worth of digits back (12 → padded).
    const asNumber = expected.startsWith('00') ? expected : Number(expected);
    const forms: CellInput[] = [
      expected,
      `${expected.slice(0, 1)}-${expected.slice(1, 5)}-${expected.slice(5, 10)}-${expected.slice(10)}`,
      thaiDigits(expected),
      asNumber,
    ];
    return { cell: forms[form]!, expected };
  });

/** A mobile number: text, with dashes, Thai digits, or a number cell that lost its leading 0. */
const tel: fc.Arbitrary<Case> = fc
  .tuple(fc.constantFrom('06', '08', '09'), fc.integer({ min: 0, max: 99_999_999 }), fc.nat({ max: 3 }))
  .map(([prefix, rest, form]) => {
    const expected = `${prefix}${String(rest).padStart(8, '0')}`;
    const forms: CellInput[] = [
      expected,
      `${expected.slice(0, 3)}-${expected.slice(3, 6)}-${expected.slice(6)}`,
      thaiDigits(expected),
      Number(expected),
    ];
    return { cell: forms[form]!, expected };
  });

/** A branch code: a number cell (leading zeros lost), the 5 digits, or Thai digits. */
const branch: fc.Arbitrary<Case> = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.nat({ max: 2 }))
  .map(([code, form]) => {
    const expected = String(code).padStart(5, '0');
    const forms: CellInput[] = [code, expected, thaiDigits(expected)];
    return { cell: forms[form]!, expected };
  });

/** 0 or 7 percent: a number cell, text, 7.00, 7% (a percent-formatted cell as read), Thai digits. */
const vatRate: fc.Arbitrary<Case> = fc
  .tuple(fc.constantFrom(0, 7), fc.nat({ max: 4 }))
  .map(([rate, form]) => {
    const forms: CellInput[] = [rate, String(rate), `${rate}.00`, `${rate}%`, thaiDigits(String(rate))];
    return { cell: forms[form]!, expected: String(rate) };
  });

const integer: fc.Arbitrary<Case> = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.nat({ max: 2 }))
  .map(([value, form]) => {
    const forms: CellInput[] = [value, String(value), thaiDigits(String(value))];
    return { cell: forms[form]!, expected: String(value) };
  });

describe('row rules, property', () => {
  it('stages any valid row, in any accepted form, as the documents will say it', () => {
    fc.assert(
      fc.property(
        fc.record({
          A: documentNumber,
          B: text(400),
          C: date,
          D: date,
          E: decimal(4, 99_999),
          F: decimal(4),
          G: decimal(2),
          H: taxId,
          I: tel,
          J: branch,
          K: vatRate,
          L: text(20),
          M: integer,
        }),
        (row) => {
          const cells: Record<string, CellInput> = {};
          const expected: Record<string, string> = {};
          for (const column of COLUMNS) {
            const value = row[column.inputCol as keyof typeof row];
            const given = typeof value === 'string' ? { cell: value, expected: value } : value;
            cells[column.inputCol] = given.cell;
            expected[column.dataTypeKey] = given.expected;
          }
          const checked = checkRow(2, cells, COLUMNS, CONTEXT);
          expect(checked.problems).toEqual([]);
          expect(checked.data).toEqual(expected);
        },
      ),
      // Fixed, so that a run is repeatable; PROPERTY_SEED=… explores others.
      { numRuns: 500, seed: Number(process.env.PROPERTY_SEED ?? 20261128) },
    );
  });
});
