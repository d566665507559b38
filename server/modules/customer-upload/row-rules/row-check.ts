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
import { decimalPlacesOf } from '../../../../contract/customer-upload';
import { checkDocumentNumber } from './document-number';
import { fieldRuleOf } from './field-rules';
import type { CellInput, CheckedRow, ColumnRule, RowContext, RowProblem } from './types';

/** Rules of a field's value once its cell passed: document numbers as ETDA's ID type takes them. */
const BY_FIELD: Record<string, (value: string) => Pick<RowProblem, 'code' | 'params'> | undefined> = {
  DOCUMENT_NO: checkDocumentNumber,
  REFERENCE_DOCUMENT_NO: checkDocumentNumber,
};

const BY_TYPE: Record<string, (cell: CellInput, column: ColumnRule) => Checked> = {
  INTEGER: checkInteger,
  DECIMAL: (cell, column) => checkDecimal(cell, decimalPlacesOf(column.dataTypeKey)),
  DATE: checkDate,
  EMAIL: checkEmail,
  TEL: checkTel,
  TAX_ID: checkTaxId,
};

function checkCell(cell: CellInput, column: ColumnRule, context: RowContext): Checked {
  // A field with a rule of its own (VAT rate, issue date, branch code) follows it whatever the
  // column's input type; a dropdown's option must pass it too.
  const fieldRule = fieldRuleOf(column.dataTypeKey);
  if (column.inputControlType === 'DROPDOWN') {
    const option = checkOption(cell, column.options);
    return 'code' in option || !fieldRule ? option : fieldRule(option.value, context);
  }
  if (column.inputControlType === 'CHECKBOX') return checkCheckbox(cell);
  if (fieldRule) return fieldRule(cell, context);
  const byType = BY_TYPE[column.inputType];
  return byType ? byType(cell, column) : { value: cellText(cell) };
}

/** The row's values by document field and the problems of its cells. */
export function checkRow(
  rowNo: number,
  cells: Readonly<Record<string, CellInput>>,
  columns: readonly ColumnRule[],
  context: RowContext,
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
    const checked = checkCell(cell, column, context);
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
