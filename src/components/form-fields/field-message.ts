import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * A validation message as an i18n key (plus values), so it follows a language switch after it
 * was raised. Use it as a yup message: `string().required(fieldMessage('required'))`.
 */
// A type, not an interface: yup's Message accepts any Record, which interfaces are not.
export type FieldMessage = {
  key: string;
  values?: Record<string, string | number>;
};

/** A message of the shared `list:validation.*` texts. */
export function fieldMessage(key: string, values?: Record<string, string | number>): FieldMessage {
  return { key: `list:validation.${key}`, values };
}

/** Errors set from a server answer carry its description as is (already in the user's language). */
export const SERVER_ERROR_TYPE = 'server';

function isFieldMessage(value: unknown): value is FieldMessage {
  return typeof value === 'object' && value !== null && typeof (value as FieldMessage).key === 'string';
}

/** The text to show under a field for its error, translated unless the server wrote it. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  // yup hands the message object through react-hook-form untouched, despite its string type.
  const message = error.message as unknown;
  if (error.type === SERVER_ERROR_TYPE && typeof message === 'string') return message;
  if (isFieldMessage(message)) return t(message.key, message.values);
  if (typeof message === 'string' && message !== '') return t(message);
  return t('list:validation.invalid');
}
