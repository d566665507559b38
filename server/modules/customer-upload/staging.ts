// Rows as read (cells by file column) → rows as staged (values by document field, problems),
// with the counts and the status of the upload they make.
import type { UploadStatus } from '../../../contract/customer-upload';
import type { NewRow } from './repository';
import { checkDocuments, checkRow, type CellInput, type ColumnRule } from './row-rules';

export interface StagedUpload {
  rows: NewRow[];
  totalRows: number;
  validRows: number;
  errorRows: number;
  status: UploadStatus;
}

export function stageRows(
  fileRows: readonly { rowNo: number; cells: Readonly<Record<string, CellInput>> }[],
  rules: readonly ColumnRule[],
): StagedUpload {
  const checked = fileRows.map((row) => checkRow(row.rowNo, row.cells, rules));
  checkDocuments(checked, rules);
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
