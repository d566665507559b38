// npm run bench:audit — auditController/search over a large audit log (docs/audit-log.md
// "Search speed"), in-process through app.inject on a throw-away PGlite data dir:
// 1. migrates and seeds a fresh data dir, then writes BENCH_AUDIT_ROWS (1,000,000) generated
//    rows straight into audit_log: two years of sign-ins and changes in time order (ids follow
//    time, as in a real log), 2,000 actors (a few very busy), 24 actions and 20 record kinds of
//    very different frequency, 500 customers (a few large, most small) on 85 % of the rows, a
//    small before/after on the changes. No VACUUM or ANALYZE (a PGlite server has neither).
// 2. signs in as the first administrator and runs BENCH_REQUESTS (600) search pages one after
//    the other, after a tenth as warm-up: the newest page and deeper pages, each criterion alone
//    (common and rare values), date ranges of a day and a month, combinations, and every sort in
//    both directions. Prints p50/p95/p99 per kind and overall, how many totals were estimated
//    (paging.totalExact false), and PASS/MISSED against p95 ≤ 50 ms, p99 ≤ 200 ms (scripts/bench-kit).
//
// Env: BENCH_AUDIT_ROWS (1000000), BENCH_REQUESTS (600), BENCH_SEED (7).
import { sql } from 'drizzle-orm';
import { inProcessApp } from './bench-kit/in-process';
import { AUDIT_PREFIX } from '../contract/audit';
import { signInAdmin } from '../tests/server/support/auth';
import type { Json } from './bench-kit/server';
import { report, secondsSince, timeCalls, type Call, type Send } from './bench-kit/timing';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const WARM_UP = Math.max(30, Math.round(REQUESTS / 10));
const SEED = Number(process.env.BENCH_SEED ?? 7);
const CHUNK = 100_000;

const bench = await inProcessApp('audit');
const { t, dataDir } = bench;
const { app, deps } = t;

// ---------------------------------------------------------------- the log

/** Weighted choices as a SQL CASE over a hash bucket 0–999 (the same rows on every run). */
function weighted(bucket: string, choices: [value: string, weight: number][]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let upTo = 0;
  const arms = choices.map(([value, weight]) => {
    upTo += (weight / total) * 1000;
    return `WHEN ${bucket} < ${Math.round(upTo)} THEN '${value}'`;
  });
  return `CASE ${arms.join(' ')} ELSE '${choices[0]![0]}' END`;
}

const ACTIONS: [string, number][] = [
  ['SIGN_IN', 300],
  ['UPDATE', 200],
  ['CREATE', 120],
  ['UPLOAD', 80],
  ['USER_SUBMIT', 60],
  ['ACCOUNTING_SUBMIT', 50],
  ['GENERATE', 40],
  ['GENERATE_COMPLETED', 40],
  ['SIGN_OUT', 30],
  ['RESEND_EMAIL', 20],
  ['DELETE', 15],
  ['SIGN_IN_FAILED', 15],
  ['COMMENT', 10],
  ['OTP_REQUEST', 8],
  ['RESET_PASSWORD', 5],
  ['CHANGE_PASSWORD', 3],
  ['REJECT', 2],
  ['GENERATE_FAILED', 1],
];
const ENTITIES: [string, number][] = [
  ['customer_user', 350],
  ['customer_upload', 250],
  ['document', 150],
  ['admin_user', 80],
  ['customer', 50],
  ['customer_branch', 40],
  ['ticket', 30],
  ['upload_template', 20],
  ['province', 5],
  ['landing_item', 5],
  ['config_group', 1],
];

async function loadLog(): Promise<void> {
  const started = Date.now();
  const start = Date.UTC(2024, 11, 1) / 1000;
  const seconds = 2 * 365 * 24 * 3600;
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    // Hash buckets of n: abs(hashint4) spreads rows over actors, actions, kinds and customers.
    const bucket = (salt: number) => `(abs(hashint4(n + ${SEED * 1000 + salt})) % 1000)`;
    await deps.db.execute(
      sql.raw(`
      INSERT INTO audit_log (occurred_at, actor, actor_role, action, entity, entity_id, ip, request_id,
                             customer_code, before_data, after_data)
      SELECT to_timestamp(${start} + n::double precision * ${seconds / ROWS}),
             CASE WHEN ${bucket(1)} < 80 THEN 'admin' WHEN ${bucket(1)} < 200 THEN 'busy.user' || (n % 5)
                  ELSE 'user' || (abs(hashint4(n)) % 2000) END,
             CASE WHEN ${bucket(1)} < 80 THEN 'ADMIN' ELSE 'CUSTOMER' END,
             ${weighted(bucket(2), ACTIONS)},
             ${weighted(bucket(3), ENTITIES)},
             (abs(hashint4(n + 17)) % 200000)::text,
             '10.0.' || (n % 250) || '.' || (n % 200),
             md5(n::text),
             CASE WHEN ${bucket(4)} < 150 THEN NULL
                  WHEN ${bucket(5)} < 300 THEN 'C' || lpad((${bucket(6)} % 5)::text, 6, '0')
                  ELSE 'C' || lpad((5 + abs(hashint4(n + 29)) % 495)::text, 6, '0') END,
             CASE WHEN ${bucket(2)} BETWEEN 300 AND 499 THEN jsonb_build_object('status', 'ACTIVE', 'version', n % 7) END,
             CASE WHEN ${bucket(2)} BETWEEN 300 AND 619 THEN jsonb_build_object('status', 'INACTIVE', 'version', n % 7 + 1) END
      FROM generate_series(${from}, ${to}) AS n`),
    );
    process.stdout.write(`\r  ${to.toLocaleString('en')} rows written`);
  }
  console.log(` in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// ---------------------------------------------------------------- the searches

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const day = () => {
  const date = new Date(Date.UTC(2024, 11, 2) + Math.floor(random() * 720) * 86_400_000);
  return date.toISOString().slice(0, 10);
};
const monthOf = () => {
  const from = day();
  const to = new Date(Date.parse(from) + 30 * 86_400_000).toISOString().slice(0, 10);
  return { dateFrom: from, dateTo: to };
};
const customer = (large: boolean) =>
  `C${String(large ? Math.floor(random() * 5) : 5 + Math.floor(random() * 495)).padStart(6, '0')}`;
const sorts = ['occurredAt', 'actor', 'action', 'entity'] as const;

const KINDS: Record<string, () => Record<string, unknown>> = {
  'newest page': () => ({}),
  'page 2–10': () => ({ page: 2 + Math.floor(random() * 9) }),
  'actor (busy)': () => ({ actor: `busy.user${Math.floor(random() * 5)}` }),
  'actor (one user)': () => ({ actor: `user${Math.floor(random() * 2000)}` }),
  'action (common)': () => ({ action: pick(['SIGN_IN', 'UPDATE', 'CREATE']) }),
  'action (rare)': () => ({ action: pick(['GENERATE_FAILED', 'REJECT', 'CHANGE_PASSWORD']) }),
  'record kind': () => ({ entity: pick(ENTITIES.map(([entity]) => entity)) }),
  'kind + code': () => ({ entity: 'document', entityId: String(Math.floor(random() * 200000)) }),
  'customer (large)': () => ({ customerCode: customer(true) }),
  'customer (small)': () => ({ customerCode: customer(false) }),
  'one day': () => {
    const date = day();
    return { dateFrom: date, dateTo: date };
  },
  'a month': () => monthOf(),
  'customer + month': () => ({ customerCode: customer(random() < 0.5), ...monthOf() }),
  'actor + action': () => ({ actor: `busy.user${Math.floor(random() * 5)}`, action: 'UPDATE' }),
  'sorted (no criteria)': () => ({ sortBy: pick(sorts), sortDir: pick(['asc', 'desc']) }),
  'sorted + customer': () => ({
    customerCode: customer(random() < 0.5),
    sortBy: pick(sorts),
    sortDir: pick(['asc', 'desc']),
  }),
  'sorted + month': () => ({ ...monthOf(), sortBy: pick(sorts), sortDir: pick(['asc', 'desc']) }),
};

/** The search bars (issue 31). */
const BARS = { p95: 50, p99: 200 };

async function measure(built: string): Promise<void> {
  const admin = await signInAdmin(t);
  const kinds = Object.keys(KINDS);
  const calls: Call[] = Array.from({ length: WARM_UP + REQUESTS }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    return { kind, caller: 'admin', path: `${AUDIT_PREFIX}/search`, body: { size: 25, ...KINDS[kind]!() } };
  });
  // In process (app.inject): no HTTP, no floor call.
  const send: Send = async (call) => {
    const res = await app.inject({
      method: 'POST',
      url: call.path,
      payload: call.body,
      headers: admin.headers,
    });
    return { status: res.statusCode, json: res.statusCode === 200 ? res.json<Json>() : null };
  };
  report(
    `Audit search (${ROWS.toLocaleString('en')} rows, ${built})`,
    await timeCalls({ send }, calls, WARM_UP),
    BARS,
  );
}

try {
  console.log(`Audit log of ${ROWS.toLocaleString('en')} rows (PGlite, ${dataDir}):`);
  const started = Date.now();
  await loadLog();
  await measure(`built in ${secondsSince(started)} s`);
} finally {
  await bench.close();
}
