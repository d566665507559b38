import { env } from 'src/config/env';
import type { ApiError } from './api-error';

// What the API client tells the rest of the app, kept apart from api-client.ts so that the
// providers and the router can subscribe and register without pulling axios into the first
// bundle: axios then loads with the first page that really calls the API.

export type ApiFailureListener = (error: ApiError) => void;

/** Listeners of one event: `on` adds one and returns its removal, `emit` tells them all. */
function channel<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    on: (listener: (...args: Args) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (...args: Args): void => listeners.forEach((listener) => listener(...args)),
  };
}

const failure = channel<[error: ApiError]>();
/** Hear about every reported failure (the error banner does). Returns the unsubscribe. */
export const onApiFailure = failure.on;
export const emitApiFailure = failure.emit;

const handled = channel<[error: ApiError]>();
/** Hear that a reported failure is said where the user looks (the banner steps back). */
export const onApiFailureHandled = handled.on;
/** The form says this failure in full under its fields: the banner need not repeat it. */
export const apiFailureHandled = handled.emit;

const reveal = channel<[error: ApiError]>();
/** Hear that the user is waiting on a reported failure (the banner scrolls itself into view). */
export const onApiFailureReveal = reveal.on;
/**
 * A save the user pressed failed and nothing on the form says why (no answer, a 5xx, a refusal
 * of no field): the banner that shows it is brought into view, wherever the user had scrolled.
 */
export const revealApiFailure = reveal.emit;

const answered = channel<[]>();
/** Hear that the server answers again after a call got no answer (the banner's "unreachable" goes). */
export const onApiAnsweredAgain = answered.on;
export const emitApiAnsweredAgain = answered.emit;

export const LOGIN_PATH = '/login';
export const FORBIDDEN_PATH = '/403';

export interface AuthNavigation {
  /** returnTo is the in-app path (without the base path), e.g. '/customers?page=2'. */
  toLogin(returnTo: string): void;
  toForbidden(error: ApiError): void;
}

/** Before the router registers itself: full page loads to the login and 403 pages. */
const defaultNavigation: AuthNavigation = {
  toLogin(returnTo) {
    window.location.assign(`${env.basePath}${LOGIN_PATH.slice(1)}?returnTo=${encodeURIComponent(returnTo)}`);
  },
  toForbidden() {
    window.location.assign(`${env.basePath}${FORBIDDEN_PATH.slice(1)}`);
  },
};

let navigation: AuthNavigation = defaultNavigation;

/** The router registers client-side navigation; null restores the default. Returns the reset. */
export function setAuthNavigation(next: AuthNavigation | null): () => void {
  navigation = next ?? defaultNavigation;
  return () => {
    if (navigation === next) navigation = defaultNavigation;
  };
}

export function authNavigation(): AuthNavigation {
  return navigation;
}

/** The current in-app path: window path without the base path, plus query and hash. */
export function currentAppPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const base = env.basePath.replace(/\/$/, '');
  const { pathname, search, hash } = location;
  const inApp = base !== '' && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return `${inApp.startsWith('/') ? inApp : `/${inApp}`}${search}${hash}`;
}
