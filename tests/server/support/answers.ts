// Reading and checking the answers of the API in server tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Row } from './api';

/** The failure details of an answer, as { key: description }. */
export function detailsOf(res: LightMyRequestResponse): Record<string, string> {
  const details =
    res.json<{ status: { details?: { key: string; description: string }[] } }>().status.details ?? [];
  return Object.fromEntries(details.map((d) => [d.key, d.description]));
}

/** The first detail key of a failure (the error code of a 409/422). */
export function errorKey(res: LightMyRequestResponse): string | undefined {
  return res.json<{ status: { details?: { key: string }[] } }>().status.details?.[0]?.key;
}

/** Expects a 200 answer whose data matches `data` (toMatchObject). */
export function expectOkMatching(res: LightMyRequestResponse, data: Row): void {
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject(data);
}

/** Expects a refusal with this HTTP status and exactly these failure details. */
export function expectRefused(
  res: LightMyRequestResponse,
  statusCode: number,
  details: Record<string, string>,
): void {
  expect(res.statusCode).toBe(statusCode);
  expect(detailsOf(res)).toEqual(details);
}

/** ISO 8601 with the Bangkok offset. */
export const API_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/;

/** Expects a refusal with this HTTP status whose (first) failure detail has this key. */
export function expectFailureKey(res: LightMyRequestResponse, statusCode: number, key: string): void {
  expect(res.statusCode).toBe(statusCode);
  expect(errorKey(res)).toBe(key);
}
