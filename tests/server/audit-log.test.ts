// auditController: the search (who, action, record kind and code, customer, Bangkok days,
// paging, sorting, totals counted or estimated), one entry with its before / after values, the
// customer each row is tied to (written with the row, backfilled by migration 0079), ADMIN only,
// and a log that nothing can change.
import { sql, type SQL } from 'drizzle-orm';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PREFIX } from '../../contract/audit';
import { EXACT_TOTAL_UP_TO } from '../../server/modules/audit/repository';
import { rowsOf } from '../../server/db/raw-rows';
import { call, type Row } from './support/api';
import { detailsOf } from './support/answers';
import { useAdminApp } from './support/app-per-file';
import { signInAdmin, signInNewCustomerUser, type SignedIn } from './support/auth';
import { CHIANG_MAI_ADDRESS } from './support/customer-data';
import { BRANCH, CUSTOMER, apiCustomer, customerBody } from './support/customers';

const { t, admin } = useAdminApp();

const search = (body: Row, as: SignedIn = admin) => call(t, `${AUDIT_PREFIX}/search`, body, { as });
async function found(body: Row): Promise<{ data: Row[]; paging: Row }> {
  const res = await search({ size: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const actionsOf = (answer: { data: Row[] }) => answer.data.map((row) => row.action);

let actorCounter = 0;
/** An actor name no other test writes (the log is shared by the whole file). */
const newActor = () => `audit_actor_${++actorCounter}_${Date.now().toString(36)}`;

interface Planted {
  occurredAt: string;
  actor: string;
  action?: string;
  entity?: string;
  entityId?: string | null;
  customerCode?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Rows written straight into the log, at chosen times (inserting is all the log allows). */
async function plant(rows: Planted[]): Promise<void> {
  for (const row of rows) {
    await t.deps.db.execute(sql`
      INSERT INTO audit_log (occurred_at, actor, actor_role, action, entity, entity_id, customer_code, before_data, after_data)
      VALUES (${row.occurredAt}::timestamptz, ${row.actor}, 'ADMIN', ${row.action ?? 'UPDATE'},
              ${row.entity ?? 'province'}, ${row.entityId ?? null}, ${row.customerCode ?? null},
              ${row.before === undefined ? null : JSON.stringify(row.before)}::jsonb,
              ${row.after === undefined ? null : JSON.stringify(row.after)}::jsonb)`);
  }
}

describe('who may read the log', () => {
  it('answers administrators, refuses customer users (403) and anonymous callers (401)', async () => {
    const customerAdmin = await signInNewCustomerUser(t, { userRole: 'CUSTOMER_ADMIN' });
    expect((await search({}, customerAdmin)).statusCode).toBe(403);
    expect((await call(t, `${AUDIT_PREFIX}/getById`, { id: 1 }, { as: customerAdmin })).statusCode).toBe(403);
    expect((await call(t, `${AUDIT_PREFIX}/search`, {})).statusCode).toBe(401);
    const answer = await found({ action: 'SIGN_IN', actor: 'admin' });
    expect(answer.data[0]).toEqual({
      id: expect.any(Number),
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+07:00$/),
      actor: 'admin',
      actorRole: 'ADMIN',
      action: 'SIGN_IN',
      entity: 'admin_user',
      entityId: 'ADM0001',
      customerCode: null,
      customerName: null,
      ip: expect.any(String),
    });
  });
});

describe('criteria', () => {
  const actor = newActor();
  beforeAll(() =>
    plant([
      // 23:59:59 on 1 March in Bangkok, and midnight that starts 2 March there.
      { occurredAt: '2026-03-01T16:59:59Z', actor, action: 'CREATE', entity: 'province', entityId: '10' },
      { occurredAt: '2026-03-01T17:00:00Z', actor, action: 'UPDATE', entity: 'province', entityId: '10' },
      { occurredAt: '2026-03-03T05:00:00Z', actor, action: 'DELETE', entity: 'district', entityId: '1001' },
      {
        occurredAt: '2026-03-04T05:00:00Z',
        actor: actor.toUpperCase(),
        action: 'UPDATE',
        entity: 'district',
      },
    ]),
  );

  it('finds one actor whatever the case of the name, newest first', async () => {
    expect(actionsOf(await found({ actor }))).toEqual(['UPDATE', 'DELETE', 'UPDATE', 'CREATE']);
    expect(actionsOf(await found({ actor: `  ${actor.toUpperCase()} ` }))).toHaveLength(4);
    expect((await found({ actor: actor.slice(0, -1) })).data).toEqual([]);
  });

  it('narrows by action, record kind and code', async () => {
    expect(actionsOf(await found({ actor, action: 'UPDATE' }))).toEqual(['UPDATE', 'UPDATE']);
    expect(actionsOf(await found({ actor, entity: 'district' }))).toEqual(['UPDATE', 'DELETE']);
    expect(actionsOf(await found({ actor, entity: 'province', entityId: '10' }))).toEqual([
      'UPDATE',
      'CREATE',
    ]);
    expect(actionsOf(await found({ entityId: '1001', actor }))).toEqual(['DELETE']);
  });

  it('reads dates as calendar days in Bangkok, both ends included', async () => {
    expect(actionsOf(await found({ actor, dateFrom: '2026-03-02', dateTo: '2026-03-02' }))).toEqual([
      'UPDATE',
    ]);
    expect(actionsOf(await found({ actor, dateTo: '2026-03-01' }))).toEqual(['CREATE']);
    expect(actionsOf(await found({ actor, dateFrom: '2026-03-03' }))).toEqual(['UPDATE', 'DELETE']);
  });

  it('refuses a day that does not exist, an end before the start and malformed codes (400)', async () => {
    const noDay = await search({ dateFrom: '2026-02-30' });
    expect(noDay.statusCode).toBe(400);
    expect(detailsOf(noDay)).toEqual({ dateFrom: 'วันที่ไม่ถูกต้อง' });
    const backwards = await call(
      t,
      `${AUDIT_PREFIX}/search`,
      { dateFrom: '2026-03-02', dateTo: '2026-03-01' },
      { as: admin, language: 'en' },
    );
    expect(backwards.statusCode).toBe(400);
    expect(detailsOf(backwards)).toEqual({ dateTo: 'must not be before the start date' });
    const badCodes = await search({ action: 'drop table', entity: 'Customer;', customerCode: "C' OR 1=1" });
    expect(badCodes.statusCode).toBe(400);
    expect(Object.keys(detailsOf(badCodes)).sort()).toEqual(['action', 'customerCode', 'entity']);
  });
});

describe('paging and sorting', () => {
  const actor = newActor();
  const actions = ['CREATE', 'UPDATE', 'DELETE'];
  beforeAll(() =>
    plant(
      Array.from({ length: 30 }, (_, i) => ({
        occurredAt: new Date(Date.UTC(2026, 4, 1, 0, i)).toISOString(),
        actor,
        action: actions[i % 3],
        entityId: String(i),
      })),
    ),
  );

  it('pages newest first and counts the matches', async () => {
    const page2 = (await search({ actor, page: 2, size: 10 })).json();
    expect(page2.paging).toEqual({ page: 2, size: 10, totalRecords: 30, totalPages: 3, totalExact: true });
    expect(page2.data.map((row: Row) => row.entityId)).toEqual([
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
    ]);
    const beyond = (await search({ actor, page: 5, size: 10 })).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.paging.totalRecords).toBe(30);
  });

  it('sorts by a column, ties by time in the same direction', async () => {
    const ascending = await found({ actor, sortBy: 'action', sortDir: 'asc' });
    expect(actionsOf(ascending).slice(0, 11)).toEqual([...Array(10).fill('CREATE'), 'DELETE']);
    expect(ascending.data.slice(0, 3).map((row) => row.entityId)).toEqual(['0', '3', '6']);
    const descending = await found({ actor, sortBy: 'action', sortDir: 'desc' });
    expect(actionsOf(descending).slice(0, 11)).toEqual([...Array(10).fill('UPDATE'), 'DELETE']);
    expect(descending.data.slice(0, 3).map((row) => row.entityId)).toEqual(['28', '25', '22']);
    const oldestFirst = await found({ actor, sortBy: 'occurredAt', sortDir: 'asc', size: 2 });
    expect(oldestFirst.data.map((row) => row.entityId)).toEqual(['0', '1']);
  });

  it('refuses a sort it does not know (400)', async () => {
    expect((await search({ sortBy: 'beforeData' })).statusCode).toBe(400);
  });
});

describe('totals over a large log', () => {
  const actor = newActor();
  const many = EXACT_TOTAL_UP_TO + 2_345;
  beforeAll(async () => {
    await t.deps.db.execute(sql`
      INSERT INTO audit_log (occurred_at, actor, action, entity, entity_id)
      SELECT timestamptz '2019-06-01 00:00:00+07' + n * interval '1 second', ${actor}, 'UPDATE', 'province', n::text
      FROM generate_series(1, ${many}) AS n`);
  });

  it('estimates a total beyond the counted ones, from the ids of a date range and a sample', async () => {
    // A log this small is sampled whole: the share is exact, the log's size is read off its ids.
    const byActor = (await search({ actor, size: 25 })).json();
    expect(byActor.paging.totalRecords).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(Math.abs(byActor.paging.totalRecords - many)).toBeLessThan(many * 0.02);
    expect(byActor.paging.totalExact).toBe(false);
    // One insert: consecutive ids, so the ids at the ends of the day count its rows exactly.
    const byDays = (await search({ dateFrom: '2019-06-01', dateTo: '2019-06-01', size: 25 })).json();
    expect(byDays.paging.totalRecords).toBe(many);
    expect(byDays.data[0]).toMatchObject({ actor, entityId: String(many) });
  });

  it('is exact on the last page', async () => {
    const lastPage = Math.ceil(many / 100);
    const answer = (await search({ actor, size: 100, page: lastPage })).json();
    expect(answer.data).toHaveLength(many % 100);
    expect(answer.paging).toMatchObject({ totalRecords: many, totalExact: true });
  });
});

describe('the customer of a row', () => {
  let customerCode: string;
  let otherCode: string;
  beforeAll(async () => {
    customerCode = String((await apiCustomer(t, admin)).customerCode);
    otherCode = String((await apiCustomer(t, admin)).customerCode);
  });

  it('ties the customer, its branches, users and their sign-ins to the customer, and names it', async () => {
    const branch = await call(
      t,
      `${BRANCH}/create`,
      {
        customerCode,
        branchCode: '00021',
        branchName: 'สาขาเชียงใหม่',
        branchType: 'BRANCH',
        address: CHIANG_MAI_ADDRESS,
        contactTel: '053123456',
        status: 'ACTIVE',
      },
      { as: admin },
    );
    expect(branch.statusCode, branch.body).toBe(200);
    const user = await signInNewCustomerUser(t, { customerCode, userRole: 'USER' });
    const rows = (await found({ customerCode })).data;
    expect(rows.map((row) => `${String(row.action)} ${String(row.entity)}`)).toEqual(
      expect.arrayContaining(['CREATE customer', 'CREATE customer_branch', 'SIGN_IN customer_user']),
    );
    expect(rows.every((row) => row.customerCode === customerCode)).toBe(true);
    expect(rows[0]?.customerName).toMatch(/^บริษัท ทดสอบ/);
    expect(rows.find((row) => row.action === 'SIGN_IN')).toMatchObject({ actor: user.username });
    expect(
      (await found({ customerCode: otherCode })).data.map(
        (row) => `${String(row.action)} ${String(row.entity)}`,
      ),
    ).toEqual(['CREATE customer_branch', 'CREATE customer']);
  });

  it('leaves rows of no customer untied (administrators, master data)', async () => {
    const rows = (await found({ actor: 'admin', action: 'SIGN_IN' })).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.customerCode === null)).toBe(true);
  });

  it('backfills old rows as migration 0079 does', async () => {
    const actor = newActor();
    const user = await signInNewCustomerUser(t, { customerCode: otherCode });
    await plant([
      { occurredAt: '2025-01-01T00:00:00Z', actor, entity: 'customer', entityId: customerCode },
      { occurredAt: '2025-01-01T00:00:01Z', actor, entity: 'customer_user', entityId: user.user.userCode },
      { occurredAt: '2025-01-01T00:00:02Z', actor, entity: 'ticket', after: { customerCode: otherCode } },
      { occurredAt: '2025-01-01T00:00:03Z', actor, entity: 'province', entityId: '10' },
    ]);
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../server/db/migrations/0079_audit_search.sql'),
      'utf8',
    );
    const backfill = migration
      .slice(
        migration.indexOf('UPDATE audit_log SET customer_code'),
        migration.indexOf('-- One index per criterion'),
      )
      .split(/;\s*\n/)
      .filter((statement) => statement.trim() !== '');
    expect(backfill.join()).toContain('customer_upload');
    // The migration's statements, as written, on a temporary copy of these rows: `audit_log` in
    // them names the copy (pg_temp comes first), and the real log stays untouched.
    const backfilled = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE audit_log ON COMMIT DROP AS
        SELECT * FROM public.audit_log WHERE actor = ${actor}`);
      await tx.execute(sql`UPDATE audit_log SET customer_code = NULL`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      const result = await tx.execute(sql`SELECT customer_code FROM audit_log ORDER BY occurred_at`);
      return rowsOf<{ customer_code: string | null }>(result).map((row) => row.customer_code);
    });
    expect(backfilled).toEqual([customerCode, otherCode, otherCode, null]);
  });
});
describe('one entry', () => {
  it('answers the before and after values of a change', async () => {
    const created = await apiCustomer(t, admin, { customerName: 'บริษัท ก่อนแก้ จำกัด' });
    const update = await call(
      t,
      `${CUSTOMER}/update`,
      {
        ...customerBody({ customerName: 'บริษัท หลังแก้ จำกัด', customerNumber: created.customerNumber }),
        customerCode: created.customerCode,
        version: created.version,
      },
      { as: admin },
    );
    expect(update.statusCode, update.body).toBe(200);
    const [row] = (
      await found({ entity: 'customer', entityId: String(created.customerCode), action: 'UPDATE' })
    ).data;
    const res = await call(t, `${AUDIT_PREFIX}/getById`, { id: row?.id }, { as: admin });
    expect(res.statusCode).toBe(200);
    const entry = res.json().data;
    expect(entry).toMatchObject({
      id: row?.id,
      action: 'UPDATE',
      entity: 'customer',
      customerCode: created.customerCode,
      customerName: 'บริษัท หลังแก้ จำกัด',
      requestId: expect.any(String),
    });
    expect(entry.before).toMatchObject({ customerName: 'บริษัท ก่อนแก้ จำกัด', version: 1 });
    expect(entry.after).toMatchObject({ customerName: 'บริษัท หลังแก้ จำกัด', version: 2 });
  });

  it('answers null for values that were not recorded, 404 for no such entry', async () => {
    const [signIn] = (await found({ action: 'SIGN_IN', actor: 'admin' })).data;
    const entry = (await call(t, `${AUDIT_PREFIX}/getById`, { id: signIn?.id }, { as: admin })).json().data;
    expect(entry).toMatchObject({ before: null, after: null });
    expect((await call(t, `${AUDIT_PREFIX}/getById`, { id: 2 ** 40 }, { as: admin })).statusCode).toBe(404);
  });
});

describe('nothing can change the log', () => {
  /** A fingerprint of every row up to `lastId`. */
  async function fingerprint(lastId: number): Promise<string> {
    const result = await t.deps.db.execute(
      sql`SELECT md5(string_agg(a::text, '|' ORDER BY id)) AS hash FROM audit_log a WHERE id <= ${lastId}`,
    );
    return rowsOf<{ hash: string }>(result)[0]!.hash;
  }
  async function lastId(): Promise<number> {
    const result = await t.deps.db.execute(sql`SELECT max(id)::int AS id FROM audit_log`);
    return rowsOf<{ id: number }>(result)[0]!.id;
  }

  it('offers read calls only: the audit controller has export, search and getById, nothing else', () => {
    const auditRoutes = t.app
      .routeTable()
      .filter((route) => /audit/i.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(auditRoutes.sort()).toEqual([
      `POST ${AUDIT_PREFIX}/export`,
      `POST ${AUDIT_PREFIX}/getById`,
      `POST ${AUDIT_PREFIX}/search`,
    ]);
  });

  it('keeps every existing row as it was after every route of the route table is called', async () => {
    const before = await lastId();
    const hash = await fingerprint(before);
    let caller = await signInAdmin(t);
    const routes = t.app
      .routeTable()
      .filter(
        (route) =>
          route.url.startsWith('/api/') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
      );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const send = () =>
        t.app.inject({
          method: route.method as 'GET' | 'POST',
          url,
          headers: caller.headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      let res = await send();
      // A route that signed the caller out: sign in again and go on.
      if (res.statusCode === 401) {
        caller = await signInAdmin(t);
        res = await send();
      }
      expect({ route: `${route.method} ${route.url}`, serverError: res.statusCode >= 500 }).toEqual({
        route: `${route.method} ${route.url}`,
        serverError: false,
      });
    }
    expect(await fingerprint(before)).toBe(hash);
    expect(await lastId()).toBeGreaterThanOrEqual(before);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log in the database itself', async () => {
    const id = await lastId();
    /** What the database answered to a statement (the driver wraps it in `cause`). */
    const refusal = async (statement: SQL) => {
      const error: unknown = await t.deps.db.execute(statement).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      return (error as { cause?: { message?: string } } | undefined)?.cause?.message ?? String(error);
    };
    expect(await refusal(sql`UPDATE audit_log SET action = 'FORGED' WHERE id = ${id}`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE id = ${id}`)).toBe(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refusal(sql`TRUNCATE audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await lastId()).toBe(id);
  });

  it('has no server code that updates or deletes audit rows (only server/audit.ts inserts them)', () => {
    const serverDir = path.join(import.meta.dirname, '../../server');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : full.endsWith('.ts') ? [full] : [];
      });
    })(serverDir);
    const offenders = files.filter((file) =>
      /\.(update|delete)\(\s*auditLog\b|\b(UPDATE|DELETE\s+FROM|TRUNCATE)\s+(TABLE\s+)?audit_log\b/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
    const inserters = files.filter((file) => /\.insert\(\s*auditLog\b/.test(readFileSync(file, 'utf8')));
    expect(inserters.map((file) => path.relative(serverDir, file))).toEqual(['audit.ts']);
  });
});

describe('the screen’s lists of actions and record kinds', () => {
  it('name every literal action and record kind the server writes', () => {
    const serverDir = path.join(import.meta.dirname, '../../server/modules');
    const sources = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory()
          ? walk(full)
          : full.endsWith('.ts')
            ? [readFileSync(full, 'utf8')]
            : [];
      });
    })(serverDir).join('\n');
    const written = (key: string) =>
      new Set([...sources.matchAll(new RegExp(`\\b${key}: '([A-Za-z_]+)'`, 'g'))].map((match) => match[1]!));
    const entities = [...written('entity')];
    expect(entities.filter((entity) => !(AUDIT_ENTITIES as readonly string[]).includes(entity))).toEqual([]);
    const actions = [...written('action')].filter((action) => /^[A-Z_]+$/.test(action));
    expect(actions.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
  });
});
