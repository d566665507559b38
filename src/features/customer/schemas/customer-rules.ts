import { string, type StringSchema } from 'yup';
import type { FieldMessage } from 'src/components/form-fields';
import { fieldMessage } from 'src/components/form-fields';

// Checks the browser makes before the server makes them again (docs/customers.md, "Rules"), so
// that a typo shows under its field at once. The server's texts win when both fire.

const message = (key: string): FieldMessage => ({ key: `customer:validation.${key}` });

/** (11 − (Σ dᵢ·(14−i) for i = 1..12) mod 11) mod 10 (domain.md). */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** 9–10 digits starting with 0; spaces and dashes as typed are allowed (the server drops them). */
export function isThaiPhone(value: string): boolean {
  return /^0\d{8,9}$/.test(value.replace(/[\s-]/g, ''));
}

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;

/** The practical RFC 5322 form the server accepts (dot-atom local part, letters-only TLD). */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}

export function requiredText(max: number): StringSchema<string> {
  return string().trim().required(fieldMessage('required')).max(max, fieldMessage('maxLength', { max }));
}

export function optionalText(max: number): StringSchema<string> {
  return string().trim().defined().max(max, fieldMessage('maxLength', { max }));
}

export function choice(): StringSchema<string> {
  return string().required(fieldMessage('requiredChoice'));
}

export function taxIdField(): StringSchema<string> {
  return string()
    .trim()
    .required(fieldMessage('required'))
    .matches(/^\d{13}$/, { message: fieldMessage('digits', { length: 13 }) })
    .test('tax-id', message('taxId'), (value) => isValidTaxId(value));
}

export function phoneField(): StringSchema<string> {
  return string()
    .trim()
    .defined()
    .max(20, fieldMessage('maxLength', { max: 20 }))
    .test('phone', message('phone'), (value) => value === '' || isThaiPhone(value));
}

export function emailField(): StringSchema<string> {
  return string()
    .trim()
    .defined()
    .test('email', message('email'), (value) => value === '' || isEmail(value));
}
