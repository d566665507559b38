// Rules across rows: the rows with the same DOCUMENT_NO form one document; their amounts must add
// up (within 0.01, in satang; quantities and unit prices may carry 4 decimals, line amounts are
// rounded to the satang) and their header fields agree. Only fields the template maps and
// that passed their own cell rules are compared.
import { isItemField } from '../../../../contract/customer-upload';
import {
  divRound,
  formatSatang,
  lineSatang,
  toFine,
  toSatang,
  withinSatang,
} from '../../../validation/money';
import type { CheckedRow, ColumnRule, ProblemCode } from './types';

type Columns = ReadonlyMap<string, string>;

const passed = (row: CheckedRow, key: string) => !row.problems.some((problem) => problem.key === key);
const valid = (row: CheckedRow, key: string) => (passed(row, key) ? toSatang(row.data[key]) : undefined);
/** A quantity or unit price (up to 4 decimals) × 10^4. */
const validFine = (row: CheckedRow, key: string) => (passed(row, key) ? toFine(row.data[key]) : undefined);

function report(
  row: CheckedRow,
  columns: Columns,
  key: string,
  code: ProblemCode,
  expected: bigint,
  extra: Record<string, string> = {},
) {
  row.problems.push({
    key,
    column: columns.get(key) ?? null,
    code,
    params: { expected: formatSatang(expected), ...extra },
  });
}

/**
 * The deposit deducted (PREPAID_AMOUNT, docs/imports.md "Deposits"): at most the lines' sum, so
 * the document's value before VAT is never negative. undefined when it did not pass its rule.
 */
function prepaidOf(rows: CheckedRow[], columns: Columns, linesTotal: bigint): bigint | undefined {
  const row = rows.find((candidate) => candidate.data.PREPAID_AMOUNT != null);
  if (!row) return 0n;
  const prepaid = valid(row, 'PREPAID_AMOUNT');
  if (prepaid === undefined) return undefined;
  if (prepaid <= linesTotal) return prepaid;
  row.problems.push({
    key: 'PREPAID_AMOUNT',
    column: columns.get('PREPAID_AMOUNT') ?? null,
    code: 'PREPAID_EXCEEDS',
    params: { linesTotal: formatSatang(linesTotal) },
  });
  return undefined;
}

/** QTY × UNIT_PRICE − DISCOUNT in satang, or undefined when a part is missing or invalid. */
function lineAmount(row: CheckedRow): bigint | undefined {
  const qty = validFine(row, 'ITEM_QTY');
  const price = validFine(row, 'ITEM_UNIT_PRICE');
  if (qty === undefined || price === undefined) return undefined;
  const discount =
    row.data.ITEM_DISCOUNT === null || row.data.ITEM_DISCOUNT === undefined
      ? 0n
      : valid(row, 'ITEM_DISCOUNT');
  if (discount === undefined) return undefined;
  return lineSatang(qty, price, discount);
}

function checkDocument(rows: CheckedRow[], columns: Columns): void {
  // Header fields: the first row that gives a value sets it for the document.
  const first = new Map<string, { value: string; rowNo: number }>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row.data)) {
      if (isItemField(key) || key === 'DOCUMENT_NO' || value === null) continue;
      const seen = first.get(key);
      if (!seen) first.set(key, { value, rowNo: row.rowNo });
      else if (seen.value !== value) {
        row.problems.push({
          key,
          column: columns.get(key) ?? null,
          code: 'HEADER_MISMATCH',
          params: { firstRow: seen.rowNo },
        });
      }
    }
  }

  let before: bigint | undefined = 0n;
  for (const row of rows) {
    const computed = lineAmount(row);
    const stated = columns.has('ITEM_AMOUNT') ? valid(row, 'ITEM_AMOUNT') : undefined;
    if (computed !== undefined && stated !== undefined && !withinSatang(computed, stated)) {
      report(row, columns, 'ITEM_AMOUNT', 'ITEM_AMOUNT', computed);
    }
    const amount = stated ?? computed;
    before = before === undefined || amount === undefined ? undefined : before + amount;
  }
  if (before === undefined) return;
  // Before VAT = the lines − a deposit deducted; the VAT is on that net (ETDA's prepaid samples).
  const prepaid = prepaidOf(rows, columns, before);
  if (prepaid === undefined) return;
  before -= prepaid;

  const check = (key: string, expected: bigint) => {
    for (const row of rows) {
      const stated = valid(row, key);
      if (stated !== undefined && !withinSatang(stated, expected))
        report(row, columns, key, key as ProblemCode, expected, prepaid > 0n ? { prepaid: 'Y' } : {});
    }
  };
  check('TOTAL_BEFORE_VAT', before);
  const rate = rows.map((row) => valid(row, 'VAT_RATE')).find((value) => value !== undefined);
  // VAT = before × rate %; satang × satang-scaled percent is scaled 10^6: back to satang.
  const vat = rate === undefined ? undefined : divRound(before * rate, 10_000n);
  if (vat !== undefined) check('VAT_AMOUNT', vat);
  const statedVat = rows.map((row) => valid(row, 'VAT_AMOUNT')).find((value) => value !== undefined);
  check('TOTAL_AMOUNT', before + (vat ?? statedVat ?? 0n));
}

/** Adds the cross-row problems to the rows (in place). */
export function checkDocuments(rows: CheckedRow[], columnRules: readonly ColumnRule[]): void {
  const columns: Columns = new Map(columnRules.map((column) => [column.dataTypeKey, column.inputCol]));
  const documents = new Map<string, CheckedRow[]>();
  rows.forEach((row, index) => {
    const key = row.data.DOCUMENT_NO ?? `\u0000row-${index}`;
    const document = documents.get(key);
    if (document) document.push(row);
    else documents.set(key, [row]);
  });
  for (const document of documents.values()) checkDocument(document, columns);
}
