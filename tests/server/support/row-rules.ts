import type { ColumnRule } from '../../../server/modules/customer-upload/row-rules';

// Column rules for the row-rule tests, as an upload template's input columns give them.

/** One column's rule; the control follows the input type (a date picker, a number box, a text box). */
export const rule = (
  inputCol: string,
  dataTypeKey: string,
  inputType = 'STRING',
  extra: Partial<ColumnRule> = {},
): ColumnRule => ({
  inputCol,
  dataTypeKey,
  inputType,
  inputControlType:
    inputType === 'DATE' ? 'DATEPICKER' : ['INTEGER', 'DECIMAL'].includes(inputType) ? 'NUMBER' : 'TEXTBOX',
  required: false,
  maxLength: null,
  options: [],
  ...extra,
});

/**
 * The rules of columns A, B, C … in the order of `header`, written as a sheet's header row:
 * `KEY` for a text column, `KEY:INPUT_TYPE` otherwise (e.g. "DOCUMENT_NO ISSUE_DATE:DATE").
 */
export const rulesFromA = (header: string, extra: Partial<ColumnRule> = {}): ColumnRule[] =>
  header.split(/\s+/).map((spec, index) => {
    const [key = '', inputType] = spec.split(':');
    return rule(String.fromCharCode(65 + index), key, inputType, extra);
  });
