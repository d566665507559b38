import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ErrorDetail } from 'contract/envelope';
import type { ListboxOption } from 'contract/master-data';
import { failureBody, okBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { districtOptions, provinceOptions, subDistrictOptions } from '../master-data/lookup-fixtures';

// MSW helpers of the customer and administrator screens: contract-shaped answers, and every
// request body recorded so that a test can assert what the screen sent.

export const CUSTOMER = '/api/app/customerController';
export const ADMIN_USER = '/api/app/adminUser';
const MD = '/api/app/masterDataController';

export interface Recorder<T = Record<string, unknown>> {
  bodies: T[];
  last: () => T | undefined;
}

type Reply = { status?: number; json: JsonBodyType };

/** POST `url` answers `reply(body)` and records the request bodies. */
export function answer<T = Record<string, unknown>>(
  url: string,
  reply: (body: T) => Reply | Promise<Reply>,
): Recorder<T> {
  const bodies: T[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      const { status = 200, json } = await reply(body);
      return HttpResponse.json(json, { status });
    }),
  );
  return { bodies, last: () => bodies[bodies.length - 1] };
}

export const ok = (data: unknown): Reply => ({ json: okBody(data) as JsonBodyType });
export const rows = <R>(data: R[], totalRecords = data.length, size = 25): Reply => ({
  json: searchBody(data, { totalRecords, size }),
});
export const failure = (status: number, details: ErrorDetail[]): Reply => ({
  status,
  json: failureBody('102', 'Failed', details),
});

const active: ListboxOption[] = [
  { code: 'ACTIVE', nameTh: 'ใช้งาน', nameEn: 'Active', seq: 1 },
  { code: 'INACTIVE', nameTh: 'ไม่ใช้งาน', nameEn: 'Inactive', seq: 2 },
];

/** The seeded listbox groups the screens read (domain.md). */
export const listboxGroups: Record<string, ListboxOption[]> = {
  CUSTOMER_STATUS: active,
  ADMIN_STATUS: active,
  CUSTOMER_TYPE: [
    { code: 'JURISTIC', nameTh: 'นิติบุคคล', nameEn: 'Juristic person', seq: 1 },
    { code: 'INDIVIDUAL', nameTh: 'บุคคลธรรมดา', nameEn: 'Individual', seq: 2 },
  ],
  DOCUMENT_TYPE: [
    { code: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice', seq: 1 },
    { code: 'T01', nameTh: 'ใบรับ (ใบเสร็จรับเงิน)', nameEn: 'Receipt', seq: 2 },
    { code: '80', nameTh: 'ใบเพิ่มหนี้', nameEn: 'Debit note', seq: 3 },
  ],
};

/** Listbox groups and the address cascade. */
export function answerLookups(): void {
  answer<{ listboxGroup: string }>(`${MD}/listboxByGroup`, (body) =>
    ok(listboxGroups[body.listboxGroup] ?? []),
  );
  answer(`${MD}/listProvince`, () => ok(provinceOptions));
  answer<{ provinceCode: string }>(`${MD}/listDistrictByProvinceCode`, (body) =>
    ok(districtOptions.filter((d) => d.provinceCode === body.provinceCode)),
  );
  answer<{ districtCode: string }>(`${MD}/listSubDistrictByDistrictCode`, (body) =>
    ok(subDistrictOptions.filter((s) => s.districtCode === body.districtCode)),
  );
}
