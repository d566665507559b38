// npm run bench:customers — customerController/search with 100,000 customers against the bar of
// quality.md: p95 ≤ 50 ms per page.
//
// 1. Starts the server once on a fresh temporary DATA_DIR (migrations + seed), stops it.
// 2. Writes 100,000 generated customers (Thai and English names, valid tax IDs, 10 % inactive,
//    2 % deleted, each with its head office) straight into that PGlite data dir — bulk INSERTs
//    from unnest() arrays, with the trigram index dropped during the load and rebuilt after, as one
//    does for any bulk load. No VACUUM or ANALYZE: PGlite has no autovacuum, so a real PGlite
//    server never has planner statistics either.
// 3. Starts the server again on 127.0.0.1, signs in as the first administrator (completing the
//    forced password change through the API) and runs search pages one after the other, the way
//    one user pages: lists in every sort order, status and type filters, names known in part,
//    common words, tax IDs, codes. Prints p50/p95/p99 overall and per kind with the data set's
//    build time, and PASS/MISSED (scripts/bench-kit).
// With DATABASE_URL=postgres://… (loopback only) the same runs again on a scratch database there.
//
// Env: BENCH_CUSTOMERS (default 100000), BENCH_REQUESTS (default 1500), BENCH_SEED (default 7).
// Exit code 1 when the overall p95 or p99 misses its bar, or a call answers anything but 200 or a
// wrong page (bench-kit/timing.ts: its rows against its exact total).
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CUSTOMER_SORT_BY } from '../contract/customer';
import { PGLITE_EXTENSIONS } from '../server/db/client';
import { request, startServer, type Json } from './bench-kit/server';
import { httpSender, report, secondsSince, timeCalls } from './bench-kit/timing';
import {
  buyerName,
  FIRST_NAMES,
  LAST_NAMES,
  LATIN_WORDS as DOCUMENT_LATIN_WORDS,
  OWNER_ADDRESS,
  pick,
  prng,
  taxId,
  type Random,
} from './bench-documents/shared';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Json[] }>;
interface CustomerRow {
  code: string;
  name: string;
  number: string;
  status: string;
  type: string;
  tel: string;
  updated: string;
}

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
const WARM_UP = Math.max(50, Math.round(REQUESTS / 10));
const SEED = Number(process.env.BENCH_SEED ?? 7);
/** The search bars (issue 31). */
const BARS = { p95: 50, p99: 200 };
const SEARCH = '/api/app/customerController/search';

// ---------------------------------------------------------------- data

const LATIN_WORDS = [...DOCUMENT_LATIN_WORDS, 'Foods', 'Energy'];
/** The documents' name lists, as long as this bench has always drawn from (the same customers). */
const NAME_LISTS = { first: FIRST_NAMES.slice(0, 12), last: LAST_NAMES.slice(0, 10), latin: LATIN_WORDS };

function generateCustomers(count: number, random: Random): CustomerRow[] {
  const rows: CustomerRow[] = [];
  const now = Date.now();
  for (let i = 1; i <= count; i += 1) {
    const status = random() < 0.02 ? 'DELETE' : random() < 0.1 ? 'INACTIVE' : 'ACTIVE';
    const name = buyerName(random, NAME_LISTS);
    rows.push({
      code: `C${String(i).padStart(6, '0')}`,
      name,
      number: taxId(random),
      status,
      type: name.startsWith('นา') ? 'INDIVIDUAL' : 'JURISTIC',
      tel: `02${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
      updated: new Date(now - Math.floor(random() * 3 * 365 * 24 * 3600 * 1000)).toISOString(),
    });
  }
  return rows;
}

/** Bulk load through any client with query(text, params). */
async function loadCustomers(query: Query, rows: CustomerRow[]): Promise<void> {
  const { rows: found } = await query(
    `SELECT indexdef FROM pg_indexes WHERE indexname = 'customer_text_trgm_idx'`,
  );
  const indexdef = String(found[0]!.indexdef);
  await query('DROP INDEX customer_text_trgm_idx');
  const batch = 2_000;
  for (let start = 0; start < rows.length; start += batch) {
    const part = rows.slice(start, start + batch);
    const column = (key: keyof CustomerRow) => part.map((r) => r[key]);
    await query(
      `INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, contact_tel,
         address, document_types, create_by, last_update_by, create_dtm, last_update_dtm)
       SELECT code, name, number, status, type, tel, $7::jsonb, '{388,T02}', 'bench', 'bench', updated, updated
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $8::timestamptz[])
         AS r(code, name, number, status, type, tel, updated)`,
      [
        column('code'),
        column('name'),
        column('number'),
        column('status'),
        column('type'),
        column('tel'),
        OWNER_ADDRESS,
        column('updated'),
      ],
    );
  }
  await query(
    `INSERT INTO customer_branch (customer_code, branch_code, branch_name, branch_type, address, contact_tel, status, create_by, last_update_by)
     SELECT customer_code, '00000', 'สำนักงานใหญ่', 'HEAD_OFFICE', address, contact_tel,
       CASE WHEN customer_status = 'DELETE' THEN 'DELETE' ELSE 'ACTIVE' END, 'bench', 'bench'
     FROM customer WHERE create_by = 'bench'`,
  );
  await query(indexdef);
  await query(
    `SELECT setval('customer_code_seq', (SELECT max(substr(customer_code, 2)::int) FROM customer WHERE customer_code ~ '^C[0-9]+$'))`,
  );
}

// ---------------------------------------------------------------- searches

function searches(rows: CustomerRow[], count: number, random: Random): { kind: string; body: Json }[] {
  const live = rows.filter((r) => r.status !== 'DELETE');
  const sorts = CUSTOMER_SORT_BY;
  const page = () => (random() < 0.7 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 20));
  const order = () => ({ sortBy: pick(random, sorts), sortDir: random() < 0.5 ? 'asc' : 'desc' });
  /** Someone types part of a name they know: 4–10 characters from its distinctive middle. */
  const knownPart = () => {
    const name = pick(random, live)
      .name.replace(/^(บริษัท|ห้างหุ้นส่วนจำกัด|นางสาว|นาง|นาย)\s?/, '')
      .replace(/ จำกัด.*$/, '');
    const chars = [...name];
    const length = Math.min(chars.length, 4 + Math.floor(random() * 7));
    const from = Math.floor(random() * (chars.length - length + 1));
    return chars.slice(from, from + length).join('');
  };
  const common = ['บริษัท', 'จำกัด', 'สยาม', 'ไทย', 'เทรดดิ้ง', 'กรุ๊ป', 'นางสาว', 'สมชาย'];
  const kinds = [
    { weight: 25, kind: 'list', make: () => ({ page: page(), ...order() }) },
    {
      weight: 10,
      kind: 'status/type',
      make: () => ({
        customerStatus: pick(random, ['ACTIVE', 'INACTIVE']),
        customerType: pick(random, ['JURISTIC', 'INDIVIDUAL']),
        page: page(),
        ...order(),
      }),
    },
    { weight: 25, kind: 'name known in part', make: () => ({ customerName: knownPart(), page: 1 }) },
    {
      weight: 15,
      kind: 'common word',
      make: () => ({ customerName: pick(random, common), page: page(), ...order() }),
    },
    {
      weight: 5,
      kind: 'latin word',
      make: () => ({ customerName: pick(random, LATIN_WORDS).toLowerCase(), page: 1 }),
    },
    { weight: 7, kind: 'tax ID', make: () => ({ customerNumber: pick(random, live).number }) },
    {
      weight: 3,
      kind: 'tax ID part',
      make: () => ({ customerNumber: pick(random, live).number.slice(2, 9) }),
    },
    {
      weight: 5,
      kind: 'code part',
      make: () => ({ customerCode: pick(random, live).code.slice(0, 5 + Math.floor(random() * 3)) }),
    },
    {
      weight: 5,
      kind: 'two letters',
      make: () => ({ customerName: pick(random, ['บร', 'จำ', 'สม', 'ไท', 'กร']), page: 1 }),
    },
  ];
  const totalWeight = kinds.reduce((sum, k) => sum + k.weight, 0);
  const list: { kind: string; body: Json }[] = [];
  for (let i = 0; i < count; i += 1) {
    let roll = random() * totalWeight;
    const chosen = kinds.find((k) => (roll -= k.weight) < 0) ?? kinds[0]!;
    list.push({ kind: chosen.kind, body: { size: 25, ...chosen.make() } });
  }
  return list;
}

// ---------------------------------------------------------------- server

/** Signs in as the first admin; completes the forced password change, then signs in again. */
async function adminHeaders(base: string, password: string): Promise<Record<string, string>> {
  const signIn = async (secret: string) => {
    const res = await request(base, '/api/authen/admin/authenticate', {
      body: { username: 'admin', password: secret },
    });
    if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
    return res.json!.data as { accessToken: string; mustChangePassword?: boolean };
  };
  let session = await signIn(password);
  if (session.mustChangePassword) {
    const newPassword = `bench-${randomBytes(12).toString('base64url')}`;
    const res = await request(base, '/api/app/adminUser/resetPassword', {
      body: { currentPassword: password, newPassword },
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-client-module': 'ADMIN' },
    });
    if (res.status !== 200) throw new Error(`password change answered ${res.status}`);
    session = await signIn(newPassword);
  }
  return {
    authorization: `Bearer ${session.accessToken}`,
    'x-client-module': 'ADMIN',
    'accept-language': 'th',
  };
}

// ---------------------------------------------------------------- runs

async function run(
  label: string,
  { env, load }: { env: Record<string, string>; load: (rows: CustomerRow[]) => Promise<void> },
): Promise<boolean> {
  const random = prng(SEED);
  const adminPassword = `bench-first-${randomBytes(9).toString('base64url')}`;
  const serverEnv = { ...env, ADMIN_INITIAL_PASSWORD: adminPassword };
  console.log(`▶ ${label}: migrate and seed a fresh database`);
  await (await startServer(serverEnv)).stop();
  const rows = generateCustomers(CUSTOMERS, random);
  let started = Date.now();
  await load(rows);
  const built = `${CUSTOMERS.toLocaleString('en')} customers and their head offices, built in ${secondsSince(started)} s`;
  console.log(`  ${built}`);
  started = Date.now();
  const server = await startServer(serverEnv);
  console.log(`  serving again after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const headers = await adminHeaders(server.base, adminPassword);
    const calls = searches(rows, REQUESTS + WARM_UP, random).map((c) => ({
      ...c,
      caller: 'admin',
      path: SEARCH,
    }));
    const measured = await timeCalls(
      httpSender(server, () => headers),
      calls,
      WARM_UP,
    );
    return report(`${label} (${built})`, measured, BARS);
  } finally {
    await server.stop();
  }
}

async function pgliteRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-customers-'));
  try {
    return await run('PGlite', {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIR: path.join(dataDir, 'no-web') },
      load: async (rows: CustomerRow[]) => {
        const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
        try {
          await loadCustomers((text, params) => db.query<Json>(text, params), rows);
        } finally {
          await db.close();
        }
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(databaseUrl: string): Promise<boolean> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error('DATABASE_URL must be on loopback');
  const name = `etax_bench_customers_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'etax-bench-customers-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await run('PostgreSQL', {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web') },
      load: async (rows: CustomerRow[]) => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          await loadCustomers((text, params) => client.query<Json>(text, params), rows);
        } finally {
          await client.end();
        }
      },
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [await pgliteRun()];
  if (process.env.DATABASE_URL) results.push(await postgresRun(process.env.DATABASE_URL));
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error) => {
  console.error(`✖ bench:customers failed: ${error.message}`);
  process.exitCode = 1;
});
