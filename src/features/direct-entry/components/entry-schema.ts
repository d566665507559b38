import { decimalPlacesOf } from 'contract/customer-upload';
import type { InputColumn } from 'contract/upload-template';
import { fieldMessage, isEmail, isThaiPhone, isValidTaxId } from 'src/components/form-fields';
import { array, object, string, type StringSchema } from 'yup';
import { headerColumns, itemColumns } from './entry-values';

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const plain = (value: string) => value.trim().replace(/,/g, '');

/** The rules of one column in the browser: the server's (docs/imports.md "Row rules") again. */
function columnRule(column: InputColumn): StringSchema<string> {
  let rule = string().defined();
  if (column.required) rule = rule.trim().required(fieldMessage('required'));
  if (column.maxLength !== null)
    rule = rule.max(column.maxLength, fieldMessage('maxLength', { max: column.maxLength }));
  const when = (name: string, message: string, ok: (value: string) => boolean) =>
    rule.test(name, fieldMessage(message), (value) => !value?.trim() || ok(value.trim()));
  switch (column.inputType) {
    case 'INTEGER':
      return when('integer', 'integer', (v) => INTEGER.test(plain(v)));
    case 'DECIMAL': {
      // 2 places, 4 for a quantity or unit price; zeros at the end do not count.
      const max = decimalPlacesOf(column.dataTypeKey);
      const places = new RegExp(`^-?\\d+(\\.\\d{1,${max}}0*)?$`);
      return when('decimal', 'decimal', (v) => NUMBER.test(plain(v))).test(
        'places',
        fieldMessage('decimalPlaces', { max }),
        (value) => !value?.trim() || !NUMBER.test(plain(value)) || places.test(plain(value)),
      );
    }
    case 'DATE':
      return when('date', 'date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
    case 'EMAIL':
      return when('email', 'email', isEmail);
    case 'TEL':
      return when('phone', 'phone', isThaiPhone);
    case 'TAX_ID':
      return when('taxId', 'taxId', (v) => isValidTaxId(v.replace(/[\s-]/g, '')));
    default:
      return rule;
  }
}

const rulesOf = (columns: readonly InputColumn[]) =>
  Object.fromEntries(columns.map((column) => [column.dataTypeKey, columnRule(column)]));

/** The whole document: header fields once, at least one item line. */
export function entrySchema(columns: readonly InputColumn[]) {
  return object({
    data: object({
      ...rulesOf(headerColumns(columns)),
      items: array(object(rulesOf(itemColumns(columns)))).min(1),
    }),
  });
}
