import { paths } from 'src/config/paths';
import { backOfficePaths } from 'src/config/back-office-paths';

/** Pages a sign-in must never return to (they would loop or make no sense signed in). */
const NOT_A_DESTINATION = [paths.login, backOfficePaths.forgotPassword, backOfficePaths.changePassword];

// Any origin will do: it only tells whether the URL parser left our origin.
const PROBE_ORIGIN = 'http://same-app.invalid';

/**
 * Where to go after signing in: the `returnTo` of the query when it is a path inside this app,
 * else the dashboard. Refused (no open redirect): absolute URLs, protocol-relative `//host` and
 * `/\host`, other schemes, control characters, and the sign-in pages themselves.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  const fallback = paths.dashboard;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_A_DESTINATION.some((page) => pathname === page)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path?returnTo=…` for pages that pass the destination on (sign-in → forced change). */
export function withReturnTo(path: string, returnTo: string): string {
  return returnTo === paths.dashboard ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;
}
