import { env } from 'src/config/env';
import type { ApiError } from './api-error';

// What the API client tells the rest of the app, kept apart from api-client.ts so that the
// providers and the router can subscribe and register without pulling axios into the first
// bundle: axios then loads with the first page that really calls the API.

export type ApiFailureListener = (error: ApiError) => void;
const failureListeners = new Set<ApiFailureListener>();

/** Hear about every reported failure (the error banner does). Returns the unsubscribe. */
export function onApiFailure(listener: ApiFailureListener): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}

export function emitApiFailure(error: ApiError): void {
  failureListeners.forEach((listener) => listener(error));
}

const handledListeners = new Set<ApiFailureListener>();

/** Hear that a reported failure is said where the user looks (the banner steps back). */
export function onApiFailureHandled(listener: ApiFailureListener): () => void {
  handledListeners.add(listener);
  return () => {
    handledListeners.delete(listener);
  };
}

/** The form says this failure in full under its fields: the banner need not repeat it. */
export function apiFailureHandled(error: ApiError): void {
  handledListeners.forEach((listener) => listener(error));
}

const revealListeners = new Set<ApiFailureListener>();

/** Hear that the user is waiting on a reported failure (the banner scrolls itself into view). */
export function onApiFailureReveal(listener: ApiFailureListener): () => void {
  revealListeners.add(listener);
  return () => {
    revealListeners.delete(listener);
  };
}

/**
 * A save the user pressed failed and nothing on the form says why (no answer, a 5xx, a refusal
 * of no field): the banner that shows it is brought into view, wherever the user had scrolled.
 */
export function revealApiFailure(error: ApiError): void {
  revealListeners.forEach((listener) => listener(error));
}

const answeredListeners = new Set<() => void>();

/** Hear that the server answers again after a call got no answer (the banner's "unreachable" goes). */
export function onApiAnsweredAgain(listener: () => void): () => void {
  answeredListeners.add(listener);
  return () => {
    answeredListeners.delete(listener);
  };
}

export function emitApiAnsweredAgain(): void {
  answeredListeners.forEach((listener) => listener());
}

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
