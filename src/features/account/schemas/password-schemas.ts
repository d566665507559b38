import { hasVisibleCharacter, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contract/auth';
import * as yup from 'yup';

// Messages are keys of the account namespace. The rules mirror the server's (8–128 characters,
// at least one visible character);
// "too common" can only be known by the server and arrives as PASSWORD_TOO_COMMON.

const newPassword = yup
  .string()
  .required('password.validation.newRequired')
  .min(PASSWORD_MIN_LENGTH, 'password.validation.length')
  .max(PASSWORD_MAX_LENGTH, 'password.validation.length')
  .test('not-blank', 'password.validation.blank', (value) => !value || hasVisibleCharacter(value));

const confirmPassword = yup
  .string()
  .required('password.validation.confirmRequired')
  .oneOf([yup.ref('newPassword')], 'password.validation.mismatch');

/** A new password chosen after an e-mailed OTP. */
export const newPasswordSchema = yup.object({ newPassword, confirmPassword });
export type NewPasswordValues = yup.InferType<typeof newPasswordSchema>;

/** A signed-in change (also the forced one at first sign-in). */
export const changePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required('password.validation.currentRequired')
    .max(PASSWORD_MAX_LENGTH, 'password.validation.length'),
  newPassword: newPassword.notOneOf([yup.ref('currentPassword')], 'password.validation.sameAsCurrent'),
  confirmPassword,
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
