import { isApiError } from 'src/lib/api-error';

// What the code fields of the second factor accept, as `auth` message keys (the server checks
// the same: contract/auth.ts). Written out, no form library: the code step is on the sign-in page.

/** A code of the app (6 digits) or a recovery code (XXXXX-XXXXX; case, spaces, dash free). */
export function signInCodeProblem(value: string): string | undefined {
  const code = value.trim();
  if (code === '') return 'secondFactor.code.required';
  if (/^[0-9]{6}$/.test(code)) return undefined;
  return /^[A-Za-z0-9]{10}$/.test(code.replace(/[\s-]/g, '')) ? undefined : 'secondFactor.code.format';
}

/** The first code of a new enrolment: the app's 6 digits only. */
export function appCodeProblem(value: string): string | undefined {
  const code = value.trim();
  if (code === '') return 'secondFactor.enrol.codeRequired';
  return /^[0-9]{6}$/.test(code) ? undefined : 'secondFactor.enrol.codeFormat';
}

/** The `auth` key of a refused code, for its field; undefined when the failure is another one. */
export function refusedCodeKey(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.detailFor('SECOND_FACTOR_CODE_INVALID')) return 'secondFactor.code.invalid';
  if (error.detailFor('SECOND_FACTOR_CHALLENGE_EXPIRED')) return 'secondFactor.code.expired';
  return undefined;
}

/** What the server is sent: the code as typed, without the spaces around it. */
export const typedCode = (value: string) => value.trim();
