import { PASSWORD_MAX_LENGTH } from 'contract/auth';
import * as yup from 'yup';

/** Messages are keys of the auth namespace (translated where they are shown). */
export const loginSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required('login.validation.usernameRequired')
    .max(100, 'login.validation.tooLong'),
  // No length rule beyond the maximum: old passwords may predate the 8-character rule.
  password: yup
    .string()
    .required('login.validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'login.validation.tooLong'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
