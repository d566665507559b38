// bench:documents, 3. dashboard summary and report downloads (scripts/bench-documents.ts).
import { WAITING_UPLOAD_STATUSES } from '../../contract/dashboard-constants';
import { request } from '../bench-kit/server';
import { percentile } from '../bench-kit/timing';
import { type Row } from '../../tests/server/support/api';
import { type Random, SEED, pick, prng, weighted } from './shared';
import { type BenchCustomer, DAYS, EDOC_TYPES, type Loaded, type Run, isoDay } from './data';
import { type BenchPlan, type Caller, type Search, signInHeaders } from './search';

// ---------------------------------------------------------------- 3. dashboard and report

export const WAITING_UPLOADS = 600;
export const TICKETS = 3_000;

/**
 * What the dashboard counts besides documents: imports waiting at each step (the load's imports
 * are all COMPLETED) and tickets, most of them closed — as a service some years old would hold.
 */
export async function loadWaitingWork(run: Run, customers: BenchCustomer[]): Promise<void> {
  const random = prng(SEED + 2);
  // Weighted below in this list's order.
  const statuses = WAITING_UPLOAD_STATUSES;
  const uploads: Record<string, unknown[]> = { cc: [], bc: [], ut: [], tc: [], dt: [], st: [] };
  for (let i = 0; i < WAITING_UPLOADS; i += 1) {
    const customer =
      customers[
        weighted(
          random,
          customers.map((c) => c.share),
        )
      ]!;
    const [type] =
      customer.types[
        weighted(
          random,
          customer.types.map(([, share]) => share),
        )
      ]!;
    uploads.cc!.push(customer.code);
    uploads.bc!.push(pick(random, customer.branches));
    uploads.ut!.push(EDOC_TYPES.has(type) ? 'EDOC' : 'ETAX');
    uploads.tc!.push(`BT-${customer.code}-${type}`);
    uploads.dt!.push(type);
    uploads.st!.push(statuses[weighted(random, [30, 30, 25, 3, 2, 10])]);
  }
  await run({
    text: `INSERT INTO customer_upload (customer_code, branch_code, upload_type, template_code, document_type, file_name,
             total_rows, valid_rows, error_rows, status, upload_by, last_update_by)
           SELECT cc, bc, ut, tc, dt, 'waiting.xlsx', 10, 10, 0, st, 'bench', 'bench'
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r(cc, bc, ut, tc, dt, st)`,
    params: [uploads.cc, uploads.bc, uploads.ut, uploads.tc, uploads.dt, uploads.st],
  });
  const tickets: Record<string, unknown[]> = { no: [], cc: [], pr: [], st: [] };
  for (let i = 0; i < TICKETS; i += 1) {
    tickets.no!.push(`TK-2568-${String(900_000 + i)}`);
    tickets.cc!.push(
      customers[
        weighted(
          random,
          customers.map((c) => c.share),
        )
      ]!.code,
    );
    tickets.pr!.push(['LOW', 'MEDIUM', 'HIGH', 'URGENT'][weighted(random, [30, 40, 20, 10])]);
    tickets.st!.push(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'][weighted(random, [12, 8, 20, 60])]);
  }
  await run({
    text: `INSERT INTO ticket (ticket_request_no, customer_code, ticket_subject, detail, priority, action_type, status,
             request_role, request_code, request_name, create_by, last_update_by)
           SELECT no, cc, 'ขอสอบถามเรื่องเอกสาร', 'รายละเอียด', pr, 'GENERAL', st, 'ADMIN', 'ADM0001', 'bench', 'bench', 'bench'
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(no, cc, pr, st)`,
    params: [tickets.no, tickets.cc, tickets.pr, tickets.st],
  });
}

export const SUMMARY = '/api/app/dashboardController/summary';
export const REPORT = '/api/app/reportController/demo';
export const DASHBOARD_BARS = { p95: 100, p99: 400 };

/**
 * The dashboard as its users open it: mostly the default twelve months, sometimes a quarter, a
 * month, last calendar year or a whole year at random; by the four callers of the search.
 */
export function dashboardCalls(random: Random, _loaded: Loaded, count: number): Search[] {
  const callers: Caller[] = ['admin', 'largest customer', 'smallest customer', 'user of 2 branches'];
  const ranges: { weight: number; kind: string; body: () => Row }[] = [
    { weight: 60, kind: 'twelve months (default)', body: () => ({}) },
    {
      weight: 15,
      kind: 'a quarter',
      body: () => ({ dateFrom: isoDay(DAYS - 92), dateTo: isoDay(DAYS - 1) }),
    },
    {
      weight: 10,
      kind: 'a month',
      body: () => {
        const from = Math.floor(random() * (DAYS - 31));
        return { dateFrom: isoDay(from), dateTo: isoDay(from + 30) };
      },
    },
    {
      weight: 10,
      kind: 'last calendar year',
      body: () => ({ dateFrom: '2025-01-01', dateTo: '2025-12-31' }),
    },
    {
      weight: 5,
      kind: 'a year at random',
      body: () => {
        const from = Math.floor(random() * (DAYS - 366));
        return { dateFrom: isoDay(from), dateTo: isoDay(from + 365) };
      },
    },
  ];
  return Array.from({ length: count }, () => {
    const range =
      ranges[
        weighted(
          random,
          ranges.map((r) => r.weight),
        )
      ]!;
    return {
      kind: range.kind,
      caller: callers[weighted(random, [50, 20, 10, 20])]!,
      body: range.body(),
      path: SUMMARY,
    };
  });
}

/** Report downloads, timed to the last byte: a month and a year of every customer, a year of the largest. */
export async function reportTimings(base: string, loaded: Loaded): Promise<void> {
  const headers = await signInHeaders(base, 'admin');
  const year = { dateFrom: isoDay(DAYS - 366), dateTo: isoDay(DAYS - 1) };
  const cases: [string, Row][] = [
    ['a month, all customers', { dateFrom: isoDay(DAYS - 31), dateTo: isoDay(DAYS - 1) }],
    ['a year, all customers', year],
    ['a year, the largest customer', { ...year, customerCode: loaded.customers[0]!.code }],
  ];
  console.log('\nreportController/demo (.xlsx, streamed), 10 downloads each after 2 warm-up:');
  for (const [kind, body] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = -2; i < 10; i += 1) {
      const started = performance.now();
      const res = await fetch(base + REPORT, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`report answered ${res.status}`);
      if (i >= 0) times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `  ${kind.padEnd(30)} median ${percentile(times, 50).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  const summary = await request(base, SUMMARY, { headers, body: {} });
  const data = summary.json?.data as Row;
  const documents = data.documents as Row;
  console.log(
    `  (the administrator's default dashboard: ${String(documents.issued)} documents issued in ${String(data.dateFrom)} … ${String(data.dateTo)}, ` +
      `${String(documents.failed)} failed, delivery failures ${JSON.stringify(data.deliveryFailures)})`,
  );
}

export const DASHBOARD_PLAN: BenchPlan = {
  name: 'dashboard summary',
  bars: DASHBOARD_BARS,
  calls: dashboardCalls,
  after: reportTimings,
};
