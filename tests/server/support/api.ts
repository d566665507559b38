// Calling the API from server tests: requests as a signed-in caller, and reading the answers.
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
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

export interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** Text parts of a multipart body: one a field, its value as a string. */
export const fieldParts = (fields: Row): MultipartPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, content: String(value) }));

/** A multipart/form-data body written by hand (so that tests can also send broken ones). */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart body by its full path. */
export function callMultipart(
  t: TestApp,
  url: string,
  parts: MultipartPart[],
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...headersOf(options) },
  });
}
