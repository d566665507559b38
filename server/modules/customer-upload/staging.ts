// Rows as read (cells by file column) → rows as staged (values by document field, problems),
// with the counts and the status of the upload they make.
import type { UploadStatus } from '../../../contract/customer-upload';
import type { NewRow } from './repository';
import {
  checkDocuments,
  checkRow,
  type CellInput,
  type CheckedRow,
  type ColumnRule,
  type RowContext,
} from './row-rules';

export interface StagedUpload {
  rows: NewRow[];
  totalRows: number;
  validRows: number;
  errorRows: number;
  status: UploadStatus;
}

/** Which of these document numbers the customer has issued already for the template's type. */
export type IssuedNumbers = (documentNumbers: string[]) => Promise<ReadonlySet<string>>;

/** Checks of whole documents that need more than the rows (E-TAX: etax-checks.ts); add problems. */
export type DocumentChecks = (rows: CheckedRow[]) => Promise<void>;

export async function stageRows(
  fileRows: readonly { rowNo: number; cells: Readonly<Record<string, CellInput>> }[],
  rules: readonly ColumnRule[],
  issuedNumbers: IssuedNumbers,
  context: RowContext,
  documentChecks?: DocumentChecks,
): Promise<StagedUpload> {
  const checked = fileRows.map((row) => checkRow(row.rowNo, row.cells, rules, context));
  checkDocuments(checked, rules);
  // A number is issued once per customer and document type: the user hears it at the row now,
  // not when the documents are made.
  const numbers = [...new Set(checked.map((row) => row.data.DOCUMENT_NO).filter((no) => no != null))];
  const issued = numbers.length ? await issuedNumbers(numbers) : new Set<string>();
  const column = rules.find((rule) => rule.dataTypeKey === 'DOCUMENT_NO')?.inputCol ?? null;
  for (const row of checked) {
    const documentNo = row.data.DOCUMENT_NO;
    if (documentNo != null && issued.has(documentNo)) {
      row.problems.push({ key: 'DOCUMENT_NO', column, code: 'NUMBER_ISSUED', params: { documentNo } });
    }
  }
  await documentChecks?.(checked);
  const rows = checked.map((row) => ({ rowNo: row.rowNo, data: row.data, problems: row.problems }));
  const errorRows = rows.filter((row) => row.problems.length > 0).length;
  return {
    rows,
    totalRows: rows.length,
    validRows: rows.length - errorRows,
    errorRows,
    status: errorRows > 0 ? 'VALIDATION_FAILED' : 'READY',
  };
}
