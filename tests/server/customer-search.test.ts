// customerController/search answers the same rows whichever plan it picks (trigram index for rare
// text, ordered index scan for common text, tally for no text): every answer is compared with a
// plain SQL query over 6,000 customers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedIn } from './support/auth';
import { call, type Row } from './support/api';
import { CUSTOMER } from './support/customers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SignedIn;
const COUNT = 6_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  await t.deps.database.exec(`
    INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, create_by, last_update_by, last_update_dtm)
    SELECT 'S' || lpad(i::text, 5, '0'),
      CASE WHEN i % 3 = 0
        THEN 'นาย ' || (ARRAY['สมชาย','สมศรี','Somsak','ประเสริฐ'])[1 + i % 4] || ' ' || i
        ELSE 'บริษัท ' || (ARRAY['สยาม','ไทยรุ่งเรือง','Global Trade','มั่นคง','ทองคำ','ศรีสุข','อุดม'])[1 + i % 7] || ' ' || i || ' จำกัด'
      END,
      lpad((i * 7919)::text, 13, '0'),
      CASE WHEN i % 50 = 0 THEN 'DELETE' WHEN i % 10 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
      CASE WHEN i % 3 = 0 THEN 'INDIVIDUAL' ELSE 'JURISTIC' END,
      'test', 'test', now() - make_interval(mins => i % 997)
    FROM generate_series(1, ${COUNT}) AS i`);
});
afterAll(() => t.close());

interface Case {
  criteria: Row;
  /** The same search in plain SQL (WHERE part). */
  where: ReturnType<typeof sql>;
}

const notDeleted = sql`customer_status <> 'DELETE'`;
const nameLike = (text: string) => sql`lower(customer_name) LIKE lower(${`%${text}%`})`;

/** Rows of a raw query (both drivers answer { rows }; the shared Db type leaves them unknown). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function expected(
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  size: number,
  offset: number,
) {
  const rows = await rowsOf<{ code: string }>(
    sql`SELECT customer_code AS code FROM customer WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${offset}`,
  );
  const [countRow] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer WHERE ${where}`);
  return { codes: rows.map((r) => r.code), total: countRow!.n };
}

async function check({ criteria, where }: Case, page: number, order = sql`customer_code`, sort: Row = {}) {
  const size = 25;
  const res = await call(t, `${CUSTOMER}/search`, { ...criteria, ...sort, page, size }, { as: admin });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: Row[]; paging: { totalRecords: number; totalExact: boolean } }>();
  const truth = await expected(sql`${notDeleted} AND ${where}`, order, size, (page - 1) * size);
  // A total the answer calls exact is exact.
  if (body.paging.totalExact)
    expect({ criteria, page, total: body.paging.totalRecords }).toEqual({
      criteria,
      page,
      total: truth.total,
    });
  expect({ criteria, page, codes: body.data.map((r) => r.customerCode) }).toEqual({
    criteria,
    page,
    codes: truth.codes,
  });
  return { total: body.paging.totalRecords, truth: truth.total };
}

describe('search plans give the rows of a plain query', () => {
  it('no text: exact totals from the tally, any sort', async () => {
    const all: Case = { criteria: {}, where: sql`true` };
    expect(await check(all, 1)).toEqual({ total: expect.any(Number), truth: expect.any(Number) });
    const { total, truth } = await check(all, 7);
    expect(total).toBe(truth);
    const inactive: Case = {
      criteria: { customerStatus: 'INACTIVE', customerType: 'JURISTIC' },
      where: sql`customer_status = 'INACTIVE' AND customer_type = 'JURISTIC'`,
    };
    const counted = await check(inactive, 2, sql`customer_name DESC, customer_code DESC`, {
      sortBy: 'customerName',
      sortDir: 'desc',
    });
    expect(counted.total).toBe(counted.truth);
    await check(all, 3, sql`last_update_dtm DESC, customer_code DESC`, {
      sortBy: 'lastUpdateDtm',
      sortDir: 'desc',
    });
  });

  it('rare text (trigram index): exact totals', async () => {
    for (const text of ['ทองคำ 1', 'Somsak 51', 'global trade 59', 'ไม่มีชื่อนี้']) {
      const { total, truth } = await check({ criteria: { customerName: text }, where: nameLike(text) }, 1);
      expect({ text, total }).toEqual({ text, total: truth });
    }
    const byNumber = await check(
      { criteria: { customerNumber: '0791900' }, where: sql`customer_number LIKE '%0791900%'` },
      1,
    );
    expect(byNumber.total).toBe(byNumber.truth);
    const byCode = await check(
      { criteria: { customerCode: 's0123' }, where: sql`lower(customer_code) LIKE '%s0123%'` },
      1,
    );
    expect(byCode.total).toBe(byCode.truth);
  });

  it('common text (ordered scan): right rows on any page, an estimated total within 30 %, exact on the last page', async () => {
    const common: Case = { criteria: { customerName: 'จำกัด' }, where: nameLike('จำกัด') };
    const first = await call(
      t,
      `${CUSTOMER}/search`,
      { customerName: 'จำกัด', page: 1, size: 25 },
      { as: admin },
    );
    expect(first.json<{ paging: { totalExact: boolean } }>().paging.totalExact).toBe(false);
    for (const page of [1, 2, 40]) {
      const { total, truth } = await check(common, page);
      expect(Math.abs(total - truth) / truth).toBeLessThan(0.3);
    }
    await check(common, 3, sql`customer_name ASC, customer_code ASC`, { sortBy: 'customerName' });
    const { truth } = await check(common, 1);
    const lastPage = Math.ceil(truth / 25);
    expect(await check(common, lastPage)).toEqual({ total: truth, truth });
  });

  it('short text (one or two characters, no index): right rows; a rare one is counted exactly', async () => {
    for (const text of ['x', '99', 'จ']) {
      const { total, truth } = await check({ criteria: { customerName: text }, where: nameLike(text) }, 1);
      if (truth < 300) expect({ text, total }).toEqual({ text, total: truth });
    }
  });

  it('mixed criteria: text with status and type', async () => {
    const mixed: Case = {
      criteria: { customerName: 'สม', customerStatus: 'ACTIVE', customerType: 'INDIVIDUAL' },
      where: sql`${nameLike('สม')} AND customer_status = 'ACTIVE' AND customer_type = 'INDIVIDUAL'`,
    };
    await check(mixed, 1);
    await check(mixed, 5, sql`customer_number DESC, customer_code DESC`, {
      sortBy: 'customerNumber',
      sortDir: 'desc',
    });
  });
});
