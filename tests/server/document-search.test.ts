// documentController/search gives the rows of the plain query whichever way it reads them (a walk
// in index order, or the rows an import, the trigram index, an issue-date range, the FAILED
// documents or a type picks out), for every criterion, the caller's reach, every sort and several
// pages; its totals are exact except where docs/documents.md says they are estimated; and the
// tallies (0072) stay right through inserts, updates and deletes. Over 6,000 documents.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_PREFIX,
  DOCUMENT_SORT_BY,
  type DocumentSortBy,
  type SearchDocumentRequest,
} from '../../contract/document';
import { document } from '../../server/db/schema/document';
import { containsPattern, criterion } from '../../server/db/search-text';
import { pagingOf } from '../../server/http/envelope';
import { searchDocuments, type Way } from '../../server/modules/document/search';
import type { CustomerReach } from '../../server/security/assigned-branches';
import { call, type Row } from './support/api';
import { signInAdmin, signInNewCustomerUser, type SignedIn } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const COUNT = 6_000;

/** Rows of a raw query (both drivers answer { rows }; the shared Db type leaves them unknown). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.database.exec(`
    INSERT INTO customer (customer_code, customer_name, customer_number, customer_status, customer_type, create_by, last_update_by)
    VALUES ('DS1', 'บริษัท ค้นหา หนึ่ง จำกัด', '0105536112014', 'ACTIVE', 'JURISTIC', 'test', 'test'),
           ('DS2', 'บริษัท ค้นหา สอง จำกัด', '0105536112014', 'ACTIVE', 'JURISTIC', 'test', 'test'),
           ('DS3', 'Search Three Co., Ltd.', '0105536112014', 'ACTIVE', 'JURISTIC', 'test', 'test');
    INSERT INTO upload_template (template_code, customer_code, template_name, template_type, upload_type, document_type,
      template_status, create_by, last_update_by)
    VALUES ('DS-TPL', 'DS1', 'search', 'EXCEL', 'ETAX', '388', 'ACTIVE', 'test', 'test');
    INSERT INTO customer_upload (upload_id, customer_code, branch_code, upload_type, template_code, document_type, total_rows,
      valid_rows, error_rows, status, upload_by, last_update_by)
    SELECT 900000 + u, 'DS1', '00000', 'ETAX', 'DS-TPL', '388', 200, 200, 0, 'COMPLETED', 'test', 'test'
    FROM generate_series(1, 30) AS u;
    INSERT INTO document (upload_id, customer_code, branch_code, upload_type, document_type, document_no, first_row_no,
      issue_date, buyer_name, buyer_tax_id, total_amount, status, fail_code, email_status, sms_status, create_by, last_update_by)
    SELECT 900001 + (i - 1) / 200,
      CASE WHEN i % 10 < 6 THEN 'DS1' WHEN i % 10 < 9 THEN 'DS2' ELSE 'DS3' END,
      '0000' || (i % 3),
      CASE WHEN (i / 7) % 4 = 3 THEN 'EDOC' ELSE 'ETAX' END,
      (ARRAY['388', 'T02', '81', '380'])[1 + (i / 7) % 4],
      (ARRAY['INV', 'IV', 'CN', 'BL'])[1 + (i / 7) % 4] || '2025-' || lpad(i::text, 6, '0'),
      i,
      CASE WHEN i % 82 = 0 THEN NULL WHEN i % 37 = 0 THEN '2024-06-01'::date + i % 100 ELSE '2025-01-01'::date + i / 20 END,
      CASE WHEN i % 97 = 0 THEN NULL
        WHEN i % 5 = 0 THEN 'นาย' || (ARRAY['สมชาย', 'วิชัย', 'อนันต์'])[1 + i % 3] || ' ใจดี'
        WHEN i % 5 = 1 THEN 'Global Trade ' || (i % 40) || ' Co., Ltd.'
        ELSE 'บริษัท ' || (ARRAY['สยาม', 'ไทยรุ่งเรือง', 'มั่นคง', 'ทองคำ', '100%_ดี'])[1 + i % 5] || ' ' || (i % 60) || ' จำกัด'
      END,
      lpad(((i % 300) * 7919)::text, 13, '0'),
      CASE WHEN i % 41 = 0 THEN NULL ELSE (i % 1000) * 1.5 + 10 END,
      CASE WHEN i % 41 = 0 THEN 'FAILED' ELSE 'GENERATED' END,
      CASE WHEN i % 41 = 0 THEN 'TOTAL_MISMATCH' END,
      CASE WHEN i % 41 = 0 THEN 'NOT_REQUESTED' WHEN i % 13 = 0 THEN 'FAILED' WHEN i % 7 = 0 THEN 'PENDING'
        WHEN i % 3 = 0 THEN 'NOT_REQUESTED' ELSE 'SENT' END,
      CASE WHEN i % 41 = 0 THEN 'NOT_REQUESTED' WHEN i % 11 = 0 THEN 'SENT' WHEN i % 17 = 0 THEN 'PENDING'
        ELSE 'NOT_REQUESTED' END,
      'test', 'test'
    FROM generate_series(1, ${COUNT}) AS i`);
});
afterAll(() => t.close());

// ---------------------------------------------------------------- the plain query (the search before 0072)

const sortColumns: Record<DocumentSortBy, AnyPgColumn> = {
  documentId: document.documentId,
  documentNo: document.documentNo,
  documentType: document.documentType,
  issueDate: document.issueDate,
  buyerName: document.buyerName,
  totalAmount: document.totalAmount,
  status: document.status,
};

const matches = (value: string | undefined, column: AnyPgColumn): SQL | undefined => {
  const text = criterion(value);
  return text === undefined ? undefined : ilike(column, containsPattern(text));
};

async function plainSearch(scope: CustomerReach, request: SearchDocumentRequest) {
  const { size, offset } = pagingOf(request);
  const customerCode = scope.customerCode ?? request.customerCode;
  const where = and(
    customerCode ? eq(document.customerCode, customerCode) : undefined,
    scope.branchCodes
      ? scope.branchCodes.length
        ? inArray(document.branchCode, [...scope.branchCodes])
        : sql`false`
      : undefined,
    request.uploadId ? eq(document.uploadId, request.uploadId) : undefined,
    criterion(request.documentType) ? eq(document.documentType, criterion(request.documentType)!) : undefined,
    matches(request.documentNo, document.documentNo),
    matches(request.buyerName, document.buyerName),
    matches(request.buyerTaxId, document.buyerTaxId),
    request.issueDateFrom ? gte(document.issueDate, request.issueDateFrom) : undefined,
    request.issueDateTo ? lte(document.issueDate, request.issueDateTo) : undefined,
    request.status ? eq(document.status, request.status) : undefined,
    request.deliveryStatus
      ? or(eq(document.emailStatus, request.deliveryStatus), eq(document.smsStatus, request.deliveryStatus))
      : undefined,
  );
  const direction = request.sortDir === 'asc' ? asc : desc;
  const column = sortColumns[request.sortBy ?? 'documentId'];
  const [totalRow] = await t.deps.db.select({ total: count() }).from(document).where(where);
  const rows = await t.deps.db
    .select({ id: document.documentId })
    .from(document)
    .where(where)
    .orderBy(direction(column), desc(document.documentId))
    .limit(size)
    .offset(offset);
  return { ids: rows.map((r) => r.id), total: totalRow?.total ?? 0 };
}

// ---------------------------------------------------------------- the cases

const DS1_USER: CustomerReach = { customerCode: 'DS1', branchCodes: ['00001', '00002'] };
const scopes: [string, CustomerReach][] = [
  ['admin', {}],
  ['customer', { customerCode: 'DS1' }],
  ['user of 2 branches', DS1_USER],
  ['user of another customer', { customerCode: 'DS3', branchCodes: ['00000'] }],
];

const criteriaCases: Partial<SearchDocumentRequest>[] = [
  {},
  { customerCode: 'DS2' },
  { documentType: '81' },
  { documentType: ' 380 ' },
  { status: 'FAILED' },
  { status: 'GENERATED', documentType: 'T02' },
  { deliveryStatus: 'SENT' },
  { deliveryStatus: 'PENDING' },
  { deliveryStatus: 'FAILED' },
  { issueDateFrom: '2025-03-01', issueDateTo: '2025-03-01' },
  { issueDateFrom: '2025-02-01', issueDateTo: '2025-03-15' },
  { issueDateFrom: '2025-08-01' },
  { issueDateTo: '2024-07-01' },
  { issueDateFrom: '2025-05-01', issueDateTo: '2025-04-01' },
  { issueDateFrom: '2025-01-10', issueDateTo: '2025-06-30', status: 'GENERATED', deliveryStatus: 'SENT' },
  { documentNo: 'INV2025-0012' },
  { documentNo: '0123' },
  { documentNo: 'cn2025' },
  { documentNo: 'X' },
  { documentNo: '5-' },
  { buyerName: 'บริษัท' },
  { buyerName: 'สยาม 1' },
  { buyerName: 'global TRADE 3' },
  { buyerName: '100%_' },
  { buyerName: 'ไม่มีผู้ซื้อนี้' },
  { buyerTaxId: String(17 * 7919).padStart(13, '0') },
  { buyerTaxId: '79' },
  { uploadId: 900003 },
  { uploadId: 900003, buyerName: 'สยาม', sortBy: 'documentNo', sortDir: 'asc' },
  { documentType: '388', issueDateFrom: '2025-02-01', issueDateTo: '2025-04-30', deliveryStatus: 'SENT' },
  { documentType: '388', issueDateFrom: '2025-02-01', issueDateTo: '2025-04-30', buyerName: 'ทองคำ' },
  { customerCode: 'DS1', buyerName: 'สมชาย', status: 'GENERATED', issueDateTo: '2025-06-30' },
  { documentNo: 'iv2025', buyerTaxId: '0000' },
];

/** The ways this request can be read (the walk and the whole-table read always can). */
function waysFor(request: Partial<SearchDocumentRequest>): Way[] {
  const ways: Way[] = ['walk', 'scan'];
  if (request.uploadId) ways.push('upload');
  if ([request.documentNo, request.buyerName, request.buyerTaxId].some((v) => (v?.trim().length ?? 0) >= 3)) {
    ways.push('text');
  }
  if (request.issueDateFrom || request.issueDateTo) ways.push('range');
  if (request.status === 'FAILED') ways.push('failed');
  if (request.documentType) ways.push('type');
  if (request.buyerName?.trim()) ways.push('names');
  return ways;
}

/** Totals are estimated only for a walk that stops before the end, with text or a range and a status. */
const estimated = (request: Partial<SearchDocumentRequest>) =>
  [request.documentNo, request.buyerName, request.buyerTaxId].some((v) => v?.trim()) ||
  ((request.issueDateFrom || request.issueDateTo) && (request.status || request.deliveryStatus));

async function check(scope: CustomerReach, request: SearchDocumentRequest, way?: Way) {
  const truth = await plainSearch(scope, request);
  const got = await searchDocuments(t.deps.db, scope, request, way);
  const label = { scope, request, way: got.way };
  expect({ ...label, ids: got.rows.map((r) => r.documentId) }).toEqual({ ...label, ids: truth.ids });
  const { offset } = pagingOf(request);
  const picked = got.way !== 'walk' && got.way !== 'names';
  const exact = picked || !estimated(request) || truth.ids.length < (request.size ?? 25);
  // A total the answer calls exact (paging.totalExact) is exact, whichever way it was read.
  if (exact || got.exact) expect({ ...label, total: got.total }).toEqual({ ...label, total: truth.total });
  else expect(got.total).toBeGreaterThanOrEqual(offset + got.rows.length);
  return got;
}

describe('every way of reading gives the rows of the plain query', () => {
  it(
    'for every criterion, reach and way, in rotating sorts, on page 1 (and 3)',
    { timeout: 120_000 },
    async () => {
      let n = 0;
      for (const [name, scope] of scopes) {
        for (const criteria of criteriaCases) {
          n += 1;
          // Another customer's USER: a few cases show the reach applies whichever way.
          if (name === 'user of another customer' && n % 4 !== 0) continue;
          const sortBy = DOCUMENT_SORT_BY[n % DOCUMENT_SORT_BY.length]!;
          const sortDir = n % 2 ? 'asc' : 'desc';
          for (const page of n % 3 === 0 ? [1, 3] : [1]) {
            const request = {
              sortBy,
              sortDir,
              ...criteria,
              page,
              size: page === 1 ? 25 : 7,
            } as SearchDocumentRequest;
            await check(scope, request);
            for (const way of waysFor(criteria)) await check(scope, request, way);
          }
        }
      }
    },
  );

  it('in every sort order and direction, deep pages and past the end', { timeout: 120_000 }, async () => {
    for (const sortBy of DOCUMENT_SORT_BY) {
      for (const sortDir of ['asc', 'desc'] as const) {
        for (const [criteria, scope] of [
          [{}, {}],
          [{ issueDateFrom: '2025-02-01', issueDateTo: '2025-03-15' }, { customerCode: 'DS1' }],
          [{ buyerName: 'สยาม' }, DS1_USER],
          [{ status: 'FAILED' }, {}],
          [{ documentType: 'T02', deliveryStatus: 'NOT_REQUESTED' }, {}],
          [{ deliveryStatus: 'FAILED' }, DS1_USER],
        ] as [Partial<SearchDocumentRequest>, CustomerReach][]) {
          for (const page of [1, 40, 400]) {
            const request = { ...criteria, sortBy, sortDir, page, size: 25 } as SearchDocumentRequest;
            await check(scope, request);
            for (const way of waysFor(criteria).filter((w) => w !== 'scan')) await check(scope, request, way);
          }
        }
      }
    }
  });

  it(
    'a buyer-name word walked in buyer-name order from its first name, whatever the caller, page and direction',
    {
      timeout: 120_000,
    },
    async () => {
      // Ascending, 'Global Trade…' and 'นาย…' come before every 'บริษัท…'; descending, the empty names
      // (FAILED documents) and every 'บริษัท…' come before 'นาย…'. 'ไม่มีผู้ซื้อนี้' matches nothing:
      // the steps stop at their limit or at the last name, and the page is empty.
      const customers: CustomerReach[] = [{}, { customerCode: 'DS1' }, DS1_USER, { customerCode: 'DS3' }];
      for (const buyerName of ['บริษัท', 'นาย', 'ใจดี', 'จำกัด', 'global trade 3', 'ไม่มีผู้ซื้อนี้', 'ย']) {
        for (const sortDir of ['asc', 'desc'] as const) {
          for (const scope of customers) {
            for (const [page, size] of [
              [1, 25],
              [3, 10],
              [300, 25],
            ] as const) {
              const request = {
                buyerName,
                sortBy: 'buyerName',
                sortDir,
                page,
                size,
              } as SearchDocumentRequest;
              const got = await check(scope, request);
              // (DS3's buyers are all 'บริษัท…': nothing to step over.)
              if (buyerName === 'บริษัท' && sortDir === 'asc' && page === 1 && scope.customerCode !== 'DS3') {
                expect({ scope, way: got.way }).toEqual({ scope, way: 'names' });
              }
              await check(scope, request, 'names');
              await check(scope, { ...request, documentType: 'T02' }, 'names');
            }
          }
        }
      }
    },
  );

  it('a common text walked in order: an estimated total near the truth, exact on the last page', async () => {
    const request = { buyerName: 'บริษัท', sortBy: 'issueDate', sortDir: 'desc' } as SearchDocumentRequest;
    const truth = await plainSearch({}, request);
    const first = await searchDocuments(t.deps.db, {}, request, 'walk');
    expect(Math.abs(first.total - truth.total) / truth.total).toBeLessThan(0.5);
    const lastPage = Math.ceil(truth.total / 25);
    const last = await check({}, { ...request, page: lastPage });
    expect(last.total).toBe(truth.total);
  });

  it('answers the same over HTTP, to an administrator and within a USER reach', async () => {
    const admin = await signInAdmin(t);
    const user = await signInNewCustomerUser(t, {
      customerCode: 'DS1',
      userRole: 'USER',
      branchCodes: ['00001', '00002'],
    });
    for (const [as, scope] of [
      [admin, {}],
      [user, DS1_USER],
    ] as [SignedIn, CustomerReach][]) {
      const body = { buyerName: 'ทองคำ', sortBy: 'totalAmount', sortDir: 'desc', page: 2, size: 10 } as const;
      const res = await call(t, `${DOCUMENT_PREFIX}/search`, body, { as });
      expect(res.statusCode).toBe(200);
      const truth = await plainSearch(scope, body);
      expect((res.json().data as Row[]).map((r) => r.documentId)).toEqual(truth.ids);
    }
  });
});

describe('the tallies', () => {
  const tallyMatches = async () => {
    const [row] = await rowsOf<{ wrong: number }>(sql`
      SELECT (SELECT count(*) FROM (
          SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*) AS n
          FROM document GROUP BY 1, 2, 3, 4, 5, 6
        ) AS truth FULL JOIN (SELECT * FROM document_tally WHERE n <> 0) AS tally
          USING (customer_code, branch_code, document_type, status, email_status, sms_status)
        WHERE truth.n IS DISTINCT FROM tally.n)
      + (SELECT count(*) FROM (
          SELECT issue_date, customer_code, branch_code, document_type, status, count(*) AS n
          FROM document WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5
        ) AS truth FULL JOIN (SELECT * FROM document_day_tally WHERE n <> 0) AS tally
          USING (issue_date, customer_code, branch_code, document_type, status)
        WHERE truth.n IS DISTINCT FROM tally.n) AS wrong`);
    return Number(row!.wrong);
  };

  it('count every document through inserts, updates of each key, and deletes', async () => {
    expect(await tallyMatches()).toBe(0);
    await t.deps.database.exec(`
      UPDATE document SET email_status = 'SENT' WHERE email_status = 'PENDING' AND document_id % 2 = 0;
      UPDATE document SET sms_status = 'FAILED', last_sent_dtm = now() WHERE sms_status = 'PENDING';
      UPDATE document SET issue_date = issue_date + 1, branch_code = '00009' WHERE document_id % 50 = 0;
      UPDATE document SET issue_date = NULL WHERE document_id % 77 = 0;
      UPDATE document SET status = 'FAILED', fail_code = 'NUMBER_TAKEN' WHERE document_id % 61 = 0 AND status = 'GENERATED';
      UPDATE document SET last_update_by = 'nobody' WHERE document_id % 5 = 0;
      DELETE FROM document WHERE status = 'FAILED' AND document_id % 2 = 1;`);
    expect(await tallyMatches()).toBe(0);
    const request = {
      deliveryStatus: 'FAILED',
      sortBy: 'issueDate',
      sortDir: 'desc',
    } as SearchDocumentRequest;
    await check({}, request);
    await check(
      { customerCode: 'DS2' },
      { ...request, issueDateFrom: '2025-01-01', issueDateTo: '2025-12-31' },
    );
  });
});
