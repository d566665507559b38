// One row, cell by cell, against the template's columns.
import {
  cellText,
  checkCheckbox,
  checkDate,
  checkDecimal,
  checkEmail,
  checkInteger,
  checkOption,
  checkTaxId,
  checkTel,
  type Checked,
} from './cell-values';
import { checkDocumentNumber } from './document-number';
import type { CellInput, CheckedRow, ColumnRule, RowProblem } from './types';

/** Rules of a field whatever its column's input type, once its cell passed. */
const BY_FIELD: Record<string, (value: string) => Pick<RowProblem, 'code' | 'params'> | undefined> = {
  DOCUMENT_NO: checkDocumentNumber,
  REFERENCE_DOCUMENT_NO: checkDocumentNumber,
};

const BY_TYPE: Record<string, (cell: CellInput) => Checked> = {
  INTEGER: checkInteger,
  DECIMAL: checkDecimal,
  DATE: checkDate,
  EMAIL: checkEmail,
  TEL: checkTel,
  TAX_ID: checkTaxId,
};

function checkCell(cell: CellInput, column: ColumnRule): Checked {
  if (column.inputControlType === 'DROPDOWN') return checkOption(cell, column.options);
  if (column.inputControlType === 'CHECKBOX') return checkCheckbox(cell);
  const byType = BY_TYPE[column.inputType];
  return byType ? byType(cell) : { value: cellText(cell) };
}

/** The row's values by document field and the problems of its cells. */
export function checkRow(
  rowNo: number,
  cells: Readonly<Record<string, CellInput>>,
  columns: readonly ColumnRule[],
): CheckedRow {
  const data: Record<string, string | null> = {};
  const problems: RowProblem[] = [];
  for (const column of columns) {
    const cell = cells[column.inputCol] ?? null;
    const text = cellText(cell);
    const problem = (code: RowProblem['code'], params?: RowProblem['params']) =>
      problems.push({
        key: column.dataTypeKey,
        column: column.inputCol,
        code,
        ...(params ? { params } : {}),
      });
    if (text === '') {
      data[column.dataTypeKey] = null;
      if (column.required) problem('REQUIRED');
      continue;
    }
    const checked = checkCell(cell, column);
    if ('code' in checked) {
      data[column.dataTypeKey] = text;
      problem(checked.code, checked.params);
      continue;
    }
    data[column.dataTypeKey] = checked.value;
    if (column.maxLength !== null && [...checked.value].length > column.maxLength) {
      problem('MAX_LENGTH', { max: column.maxLength });
    } else {
      const refused = BY_FIELD[column.dataTypeKey]?.(checked.value);
      if (refused) problem(refused.code, refused.params);
    }
  }
  return { rowNo, data, problems };
}
