// Helpers of the master-data server tests (tests/server/master-data*.test.ts).
import type { LightMyRequestResponse } from 'fastify';
import { MASTER_DATA_PREFIX } from '../../../contract/master-data';
import { call, callGet, type CallOptions } from './api';
import type { TestApp } from './test-app';

/** POST a master-data call (path relative to /api/app/masterDataController/). */
export function post(
  t: TestApp,
  path: string,
  payload: unknown = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return call(t, `${MASTER_DATA_PREFIX}/${path}`, payload, options);
}

/** GET a master-data route (path relative to /api/app/masterDataController/). */
export function get(t: TestApp, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return callGet(t, `${MASTER_DATA_PREFIX}/${path}`, options);
}
