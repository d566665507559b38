import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ErrorDetail } from 'contract/envelope';
import type { ListboxOption } from 'contract/master-data';
import { failureBody, okBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { districtOptions, provinceOptions, subDistrictOptions } from '../master-data/lookup-fixtures';

export const BRANCH = '/api/app/customerBranchController';
export const USER = '/api/app/customerUserController';
const MD = '/api/app/masterDataController';

/** Every body the handler received, in order. */
export interface Recorder<T = Record<string, unknown>> {
  bodies: T[];
  last: () => T | undefined;
}

type Reply = { status?: number; json: JsonBodyType };

/** POST `url` answers `reply(body, callIndex)` and records the request bodies. */
export function answer<T = Record<string, unknown>>(
  url: string,
  reply: (body: T, call: number) => Reply,
): Recorder<T> {
  const bodies: T[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      const { status = 200, json } = reply(body, bodies.length - 1);
      return HttpResponse.json(json, { status });
    }),
  );
  return { bodies, last: () => bodies[bodies.length - 1] };
}

export const ok = (data: unknown): Reply => ({ json: okBody(data) as JsonBodyType });
export const rows = <R>(data: R[], totalRecords = data.length): Reply => ({
  json: searchBody(data, { totalRecords }),
});
export const failure = (status: number, details: ErrorDetail[]): Reply => ({
  status,
  json: failureBody('102', 'Failed', details),
});
export const serverError = (): Reply => ({
  status: 500,
  json: failureBody('500', 'Internal error'),
});

const listboxes: Record<string, ListboxOption[]> = {
  BRANCH_TYPE: [
    { code: 'HEAD_OFFICE', nameTh: 'สำนักงานใหญ่', nameEn: 'Head office', seq: 1 },
    { code: 'BRANCH', nameTh: 'สาขา', nameEn: 'Branch', seq: 2 },
  ],
};

/** The look-ups the branch dialog reads: the BRANCH_TYPE listbox and the address cascade. */
export function answerLookups(): void {
  answer<{ listboxGroup: string }>(`${MD}/listboxByGroup`, (body) => ok(listboxes[body.listboxGroup] ?? []));
  answer(`${MD}/listProvince`, () => ok(provinceOptions));
  answer<{ provinceCode: string }>(`${MD}/listDistrictByProvinceCode`, (body) =>
    ok(districtOptions.filter((d) => d.provinceCode === body.provinceCode)),
  );
  answer<{ districtCode: string }>(`${MD}/listSubDistrictByDistrictCode`, (body) =>
    ok(subDistrictOptions.filter((s) => s.districtCode === body.districtCode)),
  );
}
