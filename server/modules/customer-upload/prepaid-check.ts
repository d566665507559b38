// Deposits on E-TAX documents (docs/imports.md "Deposits"). ETDA's prepaid elements belong to the
// tax invoice (388, T02–T04), and a final invoice that deducts a deposit names the deposit's tax
// invoice, number and date (v2.1: TIV-PrepaidIndicator-010/011, TIV-AdditionalReferencedDocument-
// 003). Said at the row and field, before the XML check reports the same in ETDA's words.
import { PREPAID_REFERENCE_KEYS } from '../../../contract/upload-template';
import { formatSatang, toSatang } from '../../validation/money';
import { documentsOf } from './buyer-address';
import type { CheckedRow, ColumnRule, RowProblem } from './row-rules';

const TAX_INVOICE_TYPES: readonly string[] = ['388', 'T02', 'T03', 'T04'];
const PREPAID_KEYS = ['PREPAID_AMOUNT', 'PREPAID_TYPE'] as const;
/** What names the deposit invoice a deduction refers to (PREPAID_REFERENCE_KEYS of the template). */
const REFERENCE_KEYS = PREPAID_REFERENCE_KEYS;

const givenAt = (rows: readonly CheckedRow[], key: string) =>
  rows.find((row) => (row.data[key] ?? '').trim() !== '');

/** A deduction of more than zero (an amount that failed its own rule was reported there). */
const deducts = (row: CheckedRow) => /[1-9]/.test(row.data.PREPAID_AMOUNT ?? '');

/** The value before VAT of the deposit invoices the customer issued under these numbers. */
export type DepositAmounts = (documentNumbers: string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * Adds the problems of each document's deposit fields to the row that gives them. A deposit
 * invoice this customer issued here bounds what may be deducted of it (one invoice issued
 * elsewhere, before the customer came, cannot be looked up: the lines' sum bounds that).
 */
export async function checkPrepaid(
  rows: readonly CheckedRow[],
  rules: readonly ColumnRule[],
  documentType: string,
  depositAmounts: DepositAmounts,
): Promise<void> {
  const columnOf = (key: string) => rules.find((rule) => rule.dataTypeKey === key)?.inputCol ?? null;
  const deductions: { row: CheckedRow; depositNo: string }[] = [];
  for (const document of documentsOf(rows)) {
    const problem = (row: CheckedRow, key: string, code: RowProblem['code']) =>
      row.problems.push({ key, column: columnOf(key), code });
    if (!TAX_INVOICE_TYPES.includes(documentType)) {
      for (const key of PREPAID_KEYS) {
        const row = givenAt(document, key);
        if (row) problem(row, key, 'PREPAID_NOT_TAX_INVOICE');
      }
      continue;
    }
    const deduction = givenAt(document, 'PREPAID_AMOUNT');
    if (!deduction || !deducts(deduction)) continue;
    // The deposit invoice's number and date: the XML's reference needs both, and its date is
    // never to be guessed from this invoice's.
    if (!REFERENCE_KEYS.every((key) => givenAt(document, key))) {
      problem(deduction, 'PREPAID_AMOUNT', 'PREPAID_REFERENCE');
      continue;
    }
    const depositNo = givenAt(document, 'REFERENCE_DOCUMENT_NO')!.data.REFERENCE_DOCUMENT_NO!.trim();
    deductions.push({ row: deduction, depositNo });
  }
  if (deductions.length === 0) return;
  const deposits = await depositAmounts([...new Set(deductions.map(({ depositNo }) => depositNo))]);
  for (const { row, depositNo } of deductions) {
    const deposit = toSatang(deposits.get(depositNo));
    const prepaid = toSatang(row.data.PREPAID_AMOUNT);
    // A deduction refused already (above the lines) is said once.
    const refused = row.problems.some((problem) => problem.key === 'PREPAID_AMOUNT');
    if (refused || deposit === undefined || prepaid === undefined || prepaid <= deposit) continue;
    row.problems.push({
      key: 'PREPAID_AMOUNT',
      column: columnOf('PREPAID_AMOUNT'),
      code: 'PREPAID_ABOVE_DEPOSIT',
      params: { documentNo: depositNo, deposit: formatSatang(deposit) },
    });
  }
}
