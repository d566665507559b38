import { codePatterns } from 'contract/customer';
import { EMAIL_MAX_LENGTH, isEmail } from 'contract/email';
import { isThaiPhone } from 'contract/phone';
import { string, type StringSchema } from 'yup';
import { fieldMessage, type FieldMessage } from './field-message';

// yup rules the record forms share; the server checks the same rules again (docs/customers.md,
// "Rules"), so that a typo shows under its field at once. The e-mail, tax ID and phone rules
// themselves are the contract's (contract/email.ts, tax-id.ts, phone.ts), one copy for both.

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

/** A sign-in account's e-mail (at most 254 characters); `message` is the feature's own text. */
export function requiredEmail(message: FieldMessage): StringSchema<string> {
  return string()
    .trim()
    .required(fieldMessage('required'))
    .max(EMAIL_MAX_LENGTH, fieldMessage('maxLength', { max: EMAIL_MAX_LENGTH }))
    .test('email', message, (value) => isEmail(value));
}

/** A dropdown that must be chosen. */
export function choice(): StringSchema<string> {
  return string().required(fieldMessage('requiredChoice'));
}

/** An optional Thai phone (up to 20 characters as typed); `message` is the feature's own text. */
export function optionalPhone(message: FieldMessage): StringSchema<string> {
  return string()
    .trim()
    .defined()
    .max(20, fieldMessage('maxLength', { max: 20 }))
    .test('phone', message, (value) => value === '' || isThaiPhone(value));
}
