import { isApiError } from 'src/lib/api-error';

/**
 * The auth-namespace key of a failed sign-in. The server keeps one generic message for every
 * wrong name, wrong password, locked or inactive account (INVALID_CREDENTIALS), so the form cannot
 * and does not say which field was wrong, nor whether the username exists.
 */
export function loginErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'login.errors.generic';
  if (error.status === 429) return 'login.errors.tooManyRequests';
  if (error.detailFor('INVALID_CREDENTIALS') || error.status === 401)
    return 'login.errors.invalidCredentials';
  if (error.isNetwork) return 'login.errors.network';
  return 'login.errors.generic';
}
