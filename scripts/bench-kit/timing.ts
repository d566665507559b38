// The bench kit's timing (docs/search.md, "Benchmarks"): calls one after the other, a warm-up
// first, the floor (a signed-in call that does almost nothing), the server's CPU per call, and
// p50 / p95 / p99 per kind, per caller and overall against the bars.
import os from 'node:os';
import { cpuSecondsOf, request, type BenchServer, type Json } from './server';

export interface Call {
  kind: string;
  caller: string;
  path: string;
  body: Json;
  /** Built from a record the caller can see: a search that finds nothing is a wrong answer. */
  mustFind?: boolean;
}

export interface Timing {
  kind: string;
  caller: string;
  ms: number;
  body: Json;
  /** paging.totalRecords of a search, and whether it is exact. */
  total?: number;
  exact?: boolean;
}

export interface Measured {
  timings: Timing[];
  floor: Timing[];
  failures: number;
  serverCpuMs: number | undefined;
  warmUp: number;
}

interface Paging {
  page?: number;
  size?: number;
  totalRecords?: number;
  totalExact?: boolean;
}

/**
 * What is wrong with a search's page, if anything: more rows than the page holds, with an exact
 * total not the rows that total leaves for this page, or nothing found for a call built from a
 * record the caller can see. A fast wrong answer must not pass as a fast one.
 */
function wrongPage(paging: Paging | undefined, data: unknown, mustFind = false): string | undefined {
  if (!paging || paging.totalRecords === undefined) return undefined;
  const { page = 1, size = 0, totalRecords: total } = paging;
  const rows = Array.isArray(data) ? data.length : 0;
  if (mustFind && total === 0) return 'found nothing, but was built from a document the caller sees';
  if (rows > size) return `answered ${rows} rows on a page of ${size}`;
  const expected = Math.max(0, Math.min(size, total - (page - 1) * size));
  if (paging.totalExact !== false && rows !== expected)
    return `answered ${rows} rows on page ${page} of an exact total ${total} (expected ${expected})`;
  return undefined;
}

/** Sends one call (over HTTP: `httpSender`; in process: app.inject) and gives its answer. */
export type Send = (call: Call) => Promise<{ status: number; json: Json | null }>;

const FLOOR_PATH = '/api/v1/menus/listAllMenu';

/** Calls to a started server, with each caller's headers; the floor is the menu call. */
export function httpSender(server: BenchServer, headersOf: (caller: string) => Record<string, string>) {
  return {
    send: ((call) =>
      request(server.base, call.path, { body: call.body, headers: headersOf(call.caller) })) as Send,
    floor: () => request(server.base, FLOOR_PATH, { method: 'GET', headers: headersOf('admin') }),
    pid: server.pid,
  };
}

/**
 * Times `calls` in order; the first `warmUp` are not counted. Every tenth call is followed by a
 * `floor` call (a signed-in call that does almost nothing); with a `pid`, the server's CPU time
 * per call is read too.
 */
export async function timeCalls(
  { send, floor, pid }: { send: Send; floor?: () => Promise<unknown>; pid?: number | undefined },
  calls: Call[],
  warmUp: number,
): Promise<Measured> {
  const timings: Timing[] = [];
  const floors: Timing[] = [];
  let failures = 0;
  let cpuFrom: number | undefined;
  for (const [index, call] of calls.entries()) {
    if (index === warmUp) cpuFrom = cpuSecondsOf(pid);
    const started = performance.now();
    const res = await send(call);
    const ms = performance.now() - started;
    const paging = res.json?.paging as Paging | undefined;
    const wrong =
      res.status !== 200 ? `answered ${res.status}` : wrongPage(paging, res.json?.data, call.mustFind);
    if (wrong) {
      failures += 1;
      if (failures <= 3)
        console.log(`  ✖ ${call.kind} as ${call.caller} ${JSON.stringify(call.body)} ${wrong}`);
    }
    if (index < warmUp) continue;
    timings.push({
      kind: call.kind,
      caller: call.caller,
      ms,
      body: call.body,
      ...(paging?.totalRecords === undefined
        ? {}
        : { total: paging.totalRecords, exact: paging.totalExact !== false }),
    });
    if (floor && index % 10 === 0) {
      const at = performance.now();
      await floor();
      floors.push({ kind: 'floor', caller: 'admin', ms: performance.now() - at, body: {} });
    }
  }
  const cpuTo = cpuSecondsOf(pid);
  const serverCpuMs =
    cpuFrom !== undefined && cpuTo !== undefined
      ? ((cpuTo - cpuFrom) * 1000) / Math.max(timings.length + floors.length, 1)
      : undefined;
  return { timings, floor: floors, failures, serverCpuMs, warmUp };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

function stats(values: Timing[]): Stats {
  const sorted = values.map((t) => t.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const row = (name: string, s: Stats) =>
  `  ${name.padEnd(22)} ${String(s.n).padStart(5)}  ${s.p50.toFixed(1).padStart(7)}  ${s.p95.toFixed(1).padStart(7)}  ${s.p99.toFixed(1).padStart(7)}`;

/**
 * Prints the figures of a run under `label` (which names the data set and its build time) and
 * PASS or MISSED against the bars; true when every call answered and both bars hold.
 */
export function report(label: string, measured: Measured, bars: { p95: number; p99: number }): boolean {
  const { timings, floor, failures, serverCpuMs, warmUp } = measured;
  const overall = stats(timings);
  console.log(`\n${label}: ${timings.length} measured calls (after ${warmUp} warm-up), one at a time`);
  console.log(
    `  ${'kind'.padEnd(22)} ${'n'.padStart(5)}  ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}`,
  );
  for (const kind of new Set(timings.map((t) => t.kind))) {
    console.log(row(kind, stats(timings.filter((t) => t.kind === kind))));
  }
  const callers = new Set(timings.map((t) => t.caller));
  if (callers.size > 1) {
    console.log('  by caller:');
    for (const caller of callers) console.log(row(caller, stats(timings.filter((t) => t.caller === caller))));
  }
  console.log(row('ALL', overall));
  if (floor.length > 0) console.log(row('(floor: menu call)', stats(floor)));
  const estimated = timings.filter((t) => t.exact === false).length;
  if (estimated > 0) console.log(`  estimated totals (totalExact false): ${estimated} of ${timings.length}`);
  if (serverCpuMs !== undefined) {
    console.log(
      `  server CPU per call: ${serverCpuMs.toFixed(1)} ms (what the machine's load cannot inflate)`,
    );
  }
  if (process.env.BENCH_VERBOSE) {
    const slow = [...timings].sort((a, b) => b.ms - a.ms);
    for (const t of slow.slice(0, Math.max(15, Math.min(60, slow.filter((x) => x.ms > bars.p95).length)))) {
      console.log(
        `    ${t.ms.toFixed(1).padStart(7)} ms  ${t.kind} as ${t.caller}  ${JSON.stringify(t.body)} → ${t.total ?? '?'}`,
      );
    }
  }
  const pass = failures === 0 && overall.p95 <= bars.p95 && overall.p99 <= bars.p99;
  console.log(
    `  ${pass ? 'PASS' : 'MISSED'}: p95 ${overall.p95.toFixed(1)} ms (bar ≤ ${bars.p95} ms), p99 ${overall.p99.toFixed(1)} ms (bar ≤ ${bars.p99} ms), failed calls: ${failures}` +
      ` — ${os.availableParallelism()} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  return pass;
}

/** Seconds since `started` (Date.now()), for "built in … s". */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);
