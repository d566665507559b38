import { isApiError } from 'src/lib/api-error';

export type FailureField = 'currentPassword' | 'newPassword' | 'otp';

/** Where a failed password or OTP call is shown: on a field, or above the form. */
export type Failure = { field: FailureField; messageKey: string } | { field: null; messageKey: string };

/** Server keys (details[].key) that belong to one field, with the account-namespace message. */
const FIELD_FAILURES: Record<string, { field: FailureField; messageKey: string }> = {
  CURRENT_PASSWORD_INVALID: { field: 'currentPassword', messageKey: 'password.errors.currentInvalid' },
  PASSWORD_SAME_AS_CURRENT: { field: 'newPassword', messageKey: 'password.validation.sameAsCurrent' },
  PASSWORD_TOO_COMMON: { field: 'newPassword', messageKey: 'password.errors.tooCommon' },
  // A 400 on the field itself: the client checks the length first, so this is the same rule.
  newPassword: { field: 'newPassword', messageKey: 'password.validation.length' },
  currentPassword: { field: 'currentPassword', messageKey: 'password.validation.currentRequired' },
  OTP_INVALID: { field: 'otp', messageKey: 'forgot.errors.otpInvalid' },
  OTP_EXPIRED: { field: 'otp', messageKey: 'forgot.errors.otpExpired' },
  otp: { field: 'otp', messageKey: 'forgot.validation.otpFormat' },
};

/** Maps a failed resetPassword / OTP call to its field, or to a message for the whole form. */
export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { field: null, messageKey: 'errors.generic' };
  for (const detail of error.details) {
    const known = FIELD_FAILURES[detail.key];
    if (known) return known;
  }
  if (error.status === 429) return { field: null, messageKey: 'errors.tooManyRequests' };
  if (error.isNetwork) return { field: null, messageKey: 'errors.network' };
  return { field: null, messageKey: 'errors.generic' };
}
