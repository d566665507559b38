import { VAT_RATE_PATTERN } from 'contract/customer';
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

/** '0, 7' → ['0', '7']: the rates as typed, separated by commas or spaces. */
export function vatRatesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** One VAT rate at least, each 0 – 99.99 percent with at most 2 decimals. */
export function vatRatesField(): StringSchema<string> {
  const rate = new RegExp(VAT_RATE_PATTERN);
  return string()
    .trim()
    .required(fieldMessage('required'))
    .test('vat-rates', message('vatRates'), (value) => vatRatesOf(value).every((part) => rate.test(part)));
}
