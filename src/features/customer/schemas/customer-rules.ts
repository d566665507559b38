import { string, type StringSchema } from 'yup';
import type { FieldMessage } from 'src/components/form-fields';
import { fieldMessage, isEmail, isValidTaxId, optionalPhone } from 'src/components/form-fields';

// Checks the browser makes before the server makes them again (docs/customers.md, "Rules"), so
// that a typo shows under its field at once. The server's texts win when both fire.

const message = (key: string): FieldMessage => ({ key: `customer:validation.${key}` });

export function taxIdField(): StringSchema<string> {
  return string()
    .trim()
    .required(fieldMessage('required'))
    .matches(/^\d{13}$/, { message: fieldMessage('digits', { length: 13 }) })
    .test('tax-id', message('taxId'), (value) => isValidTaxId(value));
}

export function phoneField(): StringSchema<string> {
  return optionalPhone(message('phone'));
}

export function emailField(): StringSchema<string> {
  return string()
    .trim()
    .defined()
    .test('email', message('email'), (value) => value === '' || isEmail(value));
}
