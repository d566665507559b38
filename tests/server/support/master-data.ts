// Helpers of the master-data server tests (tests/server/master-data*.test.ts).
import type { LightMyRequestResponse } from 'fastify';
import { MASTER_DATA_PREFIX } from '../../../contract/master-data';
import type { SignedIn } from './auth';
import type { TestApp } from './test-app';

export interface CallOptions {
  as?: SignedIn | undefined;
  language?: 'th' | 'en';
}

/** POST a master-data call (path relative to /api/app/masterDataController/). */
export function post(
  t: TestApp,
  path: string,
  payload: unknown = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${MASTER_DATA_PREFIX}/${path}`,
    payload: payload as Record<string, unknown>,
    headers: {
      ...(options.as?.headers ?? {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

export function get(t: TestApp, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${MASTER_DATA_PREFIX}/${path}`,
    headers: {
      ...(options.as?.headers ?? {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

/** The failure details of an answer, as { key: description }. */
export function detailsOf(res: LightMyRequestResponse): Record<string, string> {
  const details =
    res.json<{ status: { details?: { key: string; description: string }[] } }>().status.details ?? [];
  return Object.fromEntries(details.map((d) => [d.key, d.description]));
}

/** ISO 8601 with the Bangkok offset. */
export const API_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/;
