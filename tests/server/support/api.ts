// Calling the API from server tests: requests as a signed-in caller, and reading the answers.
import type { LightMyRequestResponse } from 'fastify';
import type { SignedIn } from './auth';
import type { TestApp } from './test-app';

export type Row = Record<string, unknown>;
export type Language = 'th' | 'en';

export interface CallOptions {
  as?: SignedIn | undefined;
  language?: Language;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.as?.headers ?? {}),
    ...(options.language ? { 'accept-language': options.language } : {}),
  };
}

/** POST a call by its full path (/api/app/customerController/search …). */
export function call(
  t: TestApp,
  url: string,
  payload: unknown = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload: payload as Row, headers: headersOf(options) });
}

/** GET a route by its full path. */
export function callGet(t: TestApp, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: headersOf(options) });
}

/**
 * `post(path, body, as, language)` and `dataOf(path, body, as)` for the calls of one controller,
 * made as `defaultAs` unless told otherwise.
 */
export function controllerCalls(t: TestApp, prefix: string, defaultAs: SignedIn) {
  const post = (path: string, body: Row = {}, as: SignedIn = defaultAs, language?: Language) =>
    call(t, `${prefix}/${path}`, body, { as, language });
  const dataOf = async (path: string, body: Row = {}, as: SignedIn = defaultAs) =>
    (await post(path, body, as)).json().data;
  return { post, dataOf };
}
