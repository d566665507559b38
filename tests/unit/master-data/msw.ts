import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ErrorDetail } from 'contract/envelope';
import { failureBody, okBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { districtOptions, provinceOptions, subDistrictOptions } from './lookup-fixtures';
import { statusOptions } from './fixtures';

export const MD = '/api/app/masterDataController';

/** Every body the handler received, in order. */
export interface Recorder<T = Record<string, unknown>> {
  bodies: T[];
  last: () => T | undefined;
}

function recorder<T>(): Recorder<T> {
  const bodies: T[] = [];
  return { bodies, last: () => bodies[bodies.length - 1] };
}

/** POST `path` answers `reply(body)` (a contract body) and records the request bodies. */
export function answer<T = Record<string, unknown>>(
  path: string,
  reply: (
    body: T,
  ) => { status?: number; json: JsonBodyType } | Promise<{ status?: number; json: JsonBodyType }>,
): Recorder<T> {
  const seen = recorder<T>();
  server.use(
    http.post(`${MD}/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      seen.bodies.push(body);
      const { status = 200, json } = await reply(body);
      return HttpResponse.json(json, { status });
    }),
  );
  return seen;
}

export const ok = (data: unknown) => ({ json: okBody(data) as JsonBodyType });
export const rows = <R>(data: R[], totalRecords = data.length, size = 25) => ({
  json: searchBody(data, { totalRecords, size }) as unknown as JsonBodyType,
});
export const failure = (status: number, details: ErrorDetail[]) => ({
  status,
  json: failureBody('102', 'Failed', details) as unknown as JsonBodyType,
});

/** The look-ups every master-data screen reads (status listbox, address cascade). */
export function answerLookups(): void {
  answer<{ listboxGroup: string }>('listboxByGroup', () => ok(statusOptions));
  answer('listProvince', () => ok(provinceOptions));
  answer<{ provinceCode: string }>('listDistrictByProvinceCode', (body) =>
    ok(districtOptions.filter((d) => d.provinceCode === body.provinceCode)),
  );
  answer<{ districtCode: string }>('listSubDistrictByDistrictCode', (body) =>
    ok(subDistrictOptions.filter((s) => s.districtCode === body.districtCode)),
  );
}
