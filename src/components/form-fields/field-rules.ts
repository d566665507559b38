import { codePatterns } from 'contract/customer';
import { string, type StringSchema } from 'yup';
import { fieldMessage, type FieldMessage } from './field-message';

// yup rules the record forms share; the server checks the same rules again (docs/customers.md,
// "Rules"), so that a typo shows under its field at once.

export function requiredText(max: number): StringSchema<string> {
  return string().trim().required(fieldMessage('required')).max(max, fieldMessage('maxLength', { max }));
}

export function optionalText(max: number): StringSchema<string> {
  return string().trim().defined().max(max, fieldMessage('maxLength', { max }));
}

/** A login name (contract codePatterns.username); `message` is the feature's own text. */
export function usernameField(message: FieldMessage): StringSchema<string> {
  return string()
    .trim()
    .required(fieldMessage('required'))
    .matches(new RegExp(codePatterns.username), { message });
}

/** Thai tax ID: 13 digits, the last = (11 − (Σ dᵢ·(14−i) for i = 1..12) mod 11) mod 10 (domain.md). */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** A dropdown that must be chosen. */
export function choice(): StringSchema<string> {
  return string().required(fieldMessage('requiredChoice'));
}

/** 9–10 digits starting with 0; spaces and dashes as typed are allowed (the server drops them). */
export function isThaiPhone(value: string): boolean {
  return /^0\d{8,9}$/.test(value.replace(/[\s-]/g, ''));
}

/** A mobile number an SMS can reach: 10 digits starting 06, 08 or 09 (spaces and dashes allowed). */
export function isThaiMobile(value: string): boolean {
  return /^0[689]\d{8}$/.test(value.replace(/[\s-]/g, ''));
}

/** An optional Thai phone (up to 20 characters as typed); `message` is the feature's own text. */
export function optionalPhone(message: FieldMessage): StringSchema<string> {
  return string()
    .trim()
    .defined()
    .max(20, fieldMessage('maxLength', { max: 20 }))
    .test('phone', message, (value) => value === '' || isThaiPhone(value));
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
