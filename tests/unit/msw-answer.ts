import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ErrorDetail } from 'contract/envelope';
import { failureBody, okBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import type { ListboxOption } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import {
  activeCustomers,
  customerDocumentTypes,
  districtOptions,
  provinceOptions,
  subDistrictOptions,
} from './master-data/lookup-fixtures';

// MSW helpers shared by the screen tests: contract-shaped answers, and every request body
// recorded so that a test can assert what the screen sent.

/** Every body the handler received, in order. */
export interface Recorder<T = Record<string, unknown>> {
  bodies: T[];
  last: () => T | undefined;
}

export type Reply = { status?: number; json: JsonBodyType };

/** POST `url` answers `reply(body, callIndex)` and records the request bodies. */
export function answerPost<T = Record<string, unknown>>(
  url: string,
  reply: (body: T, call: number) => Reply | Promise<Reply>,
): Recorder<T> {
  const bodies: T[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      const { status = 200, json } = await reply(body, bodies.length - 1);
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
export const serverError = (): Reply => ({
  status: 500,
  json: failureBody('500', 'Internal error'),
});

/**
 * A multipart body as a test reads it: the text fields, and one entry per file part, its size
 * (jsdom's FormData reaches MSW without the file's name, so only how many were sent is telling).
 */
export interface SentForm {
  fields: Record<string, string>;
  files: number[];
}

/** POST `url` (multipart) answers `reply(callIndex)` and records what was sent. */
export function answerMultipart(url: string, reply: (call: number) => Reply | Response): SentForm[] {
  const sent: SentForm[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      const files: number[] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else files.push(value.size);
      }
      sent.push({ fields, files });
      const answer = reply(sent.length - 1);
      return answer instanceof Response
        ? answer
        : HttpResponse.json(answer.json, { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

/** The address cascade (province → district → sub-district) under the master-data controller `md`. */
export function answerAddressCascade(md: string): void {
  answerPost(`${md}/listProvince`, () => ok(provinceOptions));
  answerPost<{ provinceCode: string }>(`${md}/listDistrictByProvinceCode`, (body) =>
    ok(districtOptions.filter((d) => d.provinceCode === body.provinceCode)),
  );
  answerPost<{ districtCode: string }>(`${md}/listSubDistrictByDistrictCode`, (body) =>
    ok(subDistrictOptions.filter((s) => s.districtCode === body.districtCode)),
  );
}

/** listboxByGroup answers a group's options from `groups` (another group: none); records the groups asked. */
export function answerListboxGroups(
  groups: Record<string, ListboxOption[]>,
): Recorder<{ listboxGroup: string }> {
  return answerPost<{ listboxGroup: string }>(`${MASTER_DATA_PREFIX}/listboxByGroup`, (body) =>
    ok(groups[body.listboxGroup] ?? []),
  );
}

/** An administrator's customer choice: the active customers and their document types (lookup-fixtures). */
export function answerCustomerChoices(): void {
  answerPost<{ status: string }>('/api/app/customerController/listCustomerByStatus', (body) =>
    ok(body.status === 'ACTIVE' ? activeCustomers : []),
  );
  answerPost<{ customerCode: string }>(`${MASTER_DATA_PREFIX}/getDocumentTypeByCustomer`, (body) =>
    ok(customerDocumentTypes[body.customerCode] ?? []),
  );
}
