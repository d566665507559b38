// customerController/search over 100,000 customers within 50 ms per page (quality.md). Why it is
// built this way is in docs/customers.md ("Search speed"); in short:
// - the table is read as its (status, type) parts, known from customer_tally. Each part is read in
//   the chosen order through its own index and stops at the page's last row, so a page reads
//   about as many rows as it shows, whatever it filters on; without text the total is exact from
//   the tally;
// - with text, a 1 % block sample tells how common the text is in each part. Parts where it is
//   rare are searched through the trigram index (exact count). Parts where it is common are read
//   in order, at most a bounded number of rows — enough exactly because the text is common there;
//   a part whose matches sit further down the order than that goes to the index after all. Their
//   totals are estimates from a block sample, exact whenever the page reaches the end.
// The candidates of all parts (at most parts × (offset + size) codes) are then ordered once more
// by the database, which gives the page.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CustomerSortBy, SearchCustomerRequest } from '../../../contract/customer';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { customer } from '../../db/schema/customer';
import { customerTally } from '../../db/schema/customer-branch';
import { pagingOf } from '../../http/envelope';
import { containsMatch, textCriteria, trigramIndexable } from '../../db/search-text';
import { countWhere, endsHere, inKeyOrder, sampleOf, type SearchPage } from '../../search/page';
import { withPlan } from '../../search/plan';
import { customerColumns, type CustomerRecord } from './repository';

/** Sample that tells how common a text is (1 % of the table's blocks, the same blocks every time). */
const PROBE_PERCENT = 1;
/** Sample for the estimated total of a common text (5 % of the blocks). */
const ESTIMATE_PERCENT = 5;
/** A fixed seed: the same search gets the same estimate on every page. */
const SAMPLE_SEED = 20_261_121;
/** Below this many estimated matches in a part, the trigram index is the faster way to find them. */
const RARE_IN_PART = 1_000;
/** Bounds of the rows an ordered read of a common text may scan in one part. */
const SCAN_MIN = 1_000;
const SCAN_MAX = 20_000;
/** Pages deeper than this many rows are read in one ordered pass (rare; no candidate lists). */
const DEEP_ROWS = 2_500;

const sortColumnNames: Record<CustomerSortBy, string> = {
  customerCode: 'customer_code',
  customerName: 'customer_name',
  customerNumber: 'customer_number',
  customerStatus: 'customer_status',
  customerType: 'customer_type',
  lastUpdateDtm: 'last_update_dtm',
};

type Field = 'name' | 'number' | 'code';
interface TextCriterion {
  field: Field;
  text: string;
}
const fields: Record<Field, { column: string; lowered: boolean }> = {
  name: { column: 'customer_name', lowered: true },
  number: { column: 'customer_number', lowered: false },
  code: { column: 'customer_code', lowered: true },
};

/** The substring match of one criterion (bare column names). */
const textMatch = (t: TextCriterion) =>
  containsMatch(fields[t.field].column, t.text, fields[t.field].lowered);

// ---------------------------------------------------------------- the table's parts

interface Part {
  status: string;
  type: string;
  /** Rows of the part (exact, from the tally). */
  n: number;
}
const partKey = (status: string, type: string) => `${status}\u0000${type}`;

/** The (status, type) parts the search reads, and the table's rows per part (deleted ones too). */
async function partsOf(db: Db, request: SearchCustomerRequest): Promise<Part[]> {
  const tally = await db
    .select({ status: customerTally.customerStatus, type: customerTally.customerType, n: customerTally.n })
    .from(customerTally);
  return tally.filter(
    (p) =>
      p.n > 0 &&
      p.status !== 'DELETE' &&
      (!request.customerStatus || p.status === request.customerStatus) &&
      (!request.customerType || p.type === request.customerType),
  );
}

interface Order {
  /** ORDER BY on the table's columns, the code breaking ties in the same direction. */
  sql: SQL;
}

function orderOf(request: SearchCustomerRequest): Order {
  const dir = request.sortDir === 'desc' ? 'DESC' : 'ASC';
  const column = sortColumnNames[request.sortBy ?? 'customerCode'];
  return {
    sql: sql.raw(
      column === 'customer_code' ? `customer_code ${dir}` : `${column} ${dir}, customer_code ${dir}`,
    ),
  };
}

/**
 * The first `want` codes of each part in order — with texts, among the first `scanLimit` rows of
 * the part only. One UNION ALL of index reads, each stopping early.
 */
async function firstOfParts(
  db: Db,
  parts: Part[],
  order: Order,
  want: number,
  texts: TextCriterion[] = [],
  scanLimit?: (part: Part) => number,
): Promise<{ part: number; code: string }[]> {
  const branch = (p: Part, index: number) => {
    const inPart = sql`customer_status = ${p.status} AND customer_type = ${p.type}`;
    const text = sql.join(
      texts.map((t) => sql` AND ${textMatch(t)}`),
      sql``,
    );
    if (!scanLimit) {
      return sql`(SELECT ${index}::int AS part, customer_code AS code FROM customer WHERE ${inPart}${text} ORDER BY ${order.sql} LIMIT ${want})`;
    }
    return sql`(SELECT ${index}::int AS part, customer_code AS code FROM (
        SELECT customer_code, customer_name, customer_number, customer_status, customer_type, last_update_dtm
        FROM customer WHERE ${inPart} ORDER BY ${order.sql} LIMIT ${scanLimit(p)}
      ) AS scanned WHERE true${text} ORDER BY ${order.sql} LIMIT ${want})`;
  };
  const query = sql.join(parts.map(branch), sql` UNION ALL `);
  return withPlan(db, 'walk', async (tx) => rowsOf<{ part: number; code: string }>(await tx.execute(query)));
}

/**
 * The first `want` codes of these parts holding the text, through the trigram index, and their
 * exact count.
 */
async function trigramCandidates(
  db: Db,
  parts: Part[],
  textWhere: SQL,
  order: Order,
  want: number,
): Promise<{ codes: string[]; total: number }> {
  // The parts as a plain filter on the candidates (not indexable on purpose: a bitmap of a whole
  // part would cost more than the trigrams' few candidates).
  const inParts = sql`customer_status || ' ' || customer_type IN (${sql.join(
    parts.map((p) => sql`${`${p.status} ${p.type}`}`),
    sql`, `,
  )})`;
  const rows = await withPlan(db, 'pick', async (tx) =>
    rowsOf<{ code: string; total: number }>(
      await tx.execute(
        sql`SELECT customer_code AS code, (count(*) OVER ())::int AS total FROM customer
            WHERE ${textWhere} AND ${inParts}
            ORDER BY ${order.sql} LIMIT ${want}`,
      ),
    ),
  );
  return { codes: rows.map((r) => r.code), total: rows[0]?.total ?? 0 };
}

/**
 * The page among the candidates, in the database's order (its collation sorts the names). The
 * candidates are looked up first (MATERIALIZED: otherwise a planner may walk a whole index in
 * order instead, hoping to meet them early), then only the page's rows are read in full.
 */
async function pageOf(
  db: Db,
  codes: string[],
  order: Order,
  size: number,
  offset: number,
): Promise<CustomerRecord[]> {
  if (codes.length === 0) return [];
  const ordered = rowsOf<{ code: string }>(
    await db.execute(
      sql`WITH candidate AS MATERIALIZED (
            SELECT customer_code, customer_name, customer_number, customer_status, customer_type, last_update_dtm
            FROM customer WHERE customer_code = ANY(${sql.param(codes)}::text[])
          )
          SELECT customer_code AS code FROM candidate ORDER BY ${order.sql} LIMIT ${size} OFFSET ${offset}`,
    ),
  ).map((r) => r.code);
  if (ordered.length === 0) return [];
  const rows = await db
    .select(customerColumns)
    .from(customer)
    .where(sql`${customer.customerCode} = ANY(${sql.param(ordered)}::text[])`);
  return inKeyOrder(ordered, rows, (r) => r.customerCode);
}

/** Deep pages and short text: one ordered pass over the whole table (no candidate lists). */
function orderedPage(
  db: Db,
  where: SQL,
  order: Order,
  size: number,
  offset: number,
): Promise<CustomerRecord[]> {
  return withPlan(db, 'walk', (tx) =>
    tx.select(customerColumns).from(customer).where(where).orderBy(order.sql).limit(size).offset(offset),
  );
}

/**
 * Matches of the text per part, estimated from a block sample: each part's share of matching rows
 * in the sample times its exact rows from the tally (a ratio, because the number of blocks a
 * SYSTEM sample takes varies). `matches` is what the sample saw, to judge its precision.
 */
async function sampledParts(
  db: Db,
  textWhere: SQL,
  percent: number,
  parts: Part[],
): Promise<Map<string, { estimate: number; matches: number }>> {
  const rows = rowsOf<{ status: string; type: string; matches: number; sampled: number }>(
    await db.execute(
      sql`SELECT customer_status AS status, customer_type AS type,
            count(*) FILTER (WHERE ${textWhere})::int AS matches, count(*)::int AS sampled
          FROM ${sampleOf('customer', percent, SAMPLE_SEED)}
          GROUP BY 1, 2`,
    ),
  );
  const seen = new Map(rows.map((r) => [partKey(r.status, r.type), r]));
  return new Map(
    parts.map((p) => {
      const r = seen.get(partKey(p.status, p.type));
      return [
        partKey(p.status, p.type),
        {
          estimate: r && r.sampled > 0 ? Math.round((r.matches / r.sampled) * p.n) : 0,
          matches: r?.matches ?? 0,
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------- search

/** The search's text criteria, and all its criteria as one condition (deleted customers never). */
function criteriaOf(request: SearchCustomerRequest) {
  const texts: TextCriterion[] = textCriteria([
    ['name', request.customerName],
    ['number', request.customerNumber],
    ['code', request.customerCode],
  ]);
  const textWhere = and(...texts.map(textMatch));
  const where = and(
    request.customerStatus
      ? eq(customer.customerStatus, request.customerStatus)
      : ne(customer.customerStatus, 'DELETE'),
    request.customerType ? eq(customer.customerType, request.customerType) : undefined,
    textWhere,
  )!;
  return { texts, textWhere, where };
}

/** Every criterion of the search as one condition on the customer table: what the export streams. */
export const customerSearchWhere = (request: SearchCustomerRequest): SQL => criteriaOf(request).where;

export type CustomerPage = SearchPage<CustomerRecord>;

export async function searchCustomers(db: Db, request: SearchCustomerRequest): Promise<CustomerPage> {
  const { size, offset } = pagingOf(request);
  const want = offset + size;
  const order = orderOf(request);
  const parts = await partsOf(db, request);
  if (parts.length === 0) return { rows: [], total: 0, exact: true };
  const partRows = parts.reduce((sum, p) => sum + p.n, 0);

  const { texts, textWhere, where } = criteriaOf(request);

  if (texts.length === 0) {
    if (want > DEEP_ROWS)
      return { rows: await orderedPage(db, where, order, size, offset), total: partRows, exact: true };
    const candidates = await firstOfParts(db, parts, order, want);
    return {
      rows: await pageOf(
        db,
        candidates.map((c) => c.code),
        order,
        size,
        offset,
      ),
      total: partRows,
      exact: true,
    };
  }

  const indexed = texts.some((t) => trigramIndexable(t.text));
  if (want > DEEP_ROWS && indexed) {
    const { codes, total } = await trigramCandidates(db, parts, textWhere!, order, want);
    return { rows: await pageOf(db, codes, order, size, offset), total, exact: true };
  }
  const probe = await sampledParts(db, textWhere!, PROBE_PERCENT, parts);
  const estimateOf = (p: Part) => probe.get(partKey(p.status, p.type))!.estimate;
  if (!indexed) {
    // One or two characters: no index can find them; read in order. A rare text is counted (a
    // full read); a common one is estimated like below.
    const rows = await orderedPage(db, where, order, size, offset);
    if (endsHere(rows.length, size, offset)) return { rows, total: offset + rows.length, exact: true };
    const estimate = parts.reduce((sum, p) => sum + estimateOf(p), 0);
    if (estimate < RARE_IN_PART * 2)
      return { rows, total: await countWhere(db, 'customer', where), exact: true };
    const wide = await sampledParts(db, textWhere!, ESTIMATE_PERCENT, parts);
    const total = parts.reduce((sum, p) => sum + wide.get(partKey(p.status, p.type))!.estimate, 0);
    return { rows, total: Math.max(total, offset + rows.length), exact: false };
  }

  // Rare or common, part by part.
  const rare = parts.filter((p) => estimateOf(p) < RARE_IN_PART);
  let common = parts.filter((p) => estimateOf(p) >= RARE_IN_PART);
  const scanLimit = (p: Part) =>
    Math.min(SCAN_MAX, Math.max(SCAN_MIN, Math.ceil((want * p.n * 3) / Math.max(estimateOf(p), 1))));

  const candidates: string[] = [];
  const foundIn = new Map<Part, number>();
  if (common.length > 0) {
    const found = await firstOfParts(db, common, order, want, texts, scanLimit);
    for (const [index, p] of common.entries()) {
      const codes = found.filter((f) => f.part === index).map((f) => f.code);
      // Complete: the part gave a whole page's worth, or it was read to its end.
      if (codes.length >= want || p.n <= scanLimit(p)) {
        candidates.push(...codes);
        foundIn.set(p, codes.length);
      } else {
        rare.push(p); // its matches sit further down this order: the index finds them
      }
    }
    common = common.filter((p) => foundIn.has(p));
  }
  let total = 0;
  if (rare.length > 0) {
    const found = await trigramCandidates(db, rare, textWhere!, order, want);
    candidates.push(...found.codes);
    total += found.total;
  }
  const rows = await pageOf(db, candidates, order, size, offset);
  if (endsHere(rows.length, size, offset)) return { rows, total: offset + rows.length, exact: true };

  // Common parts: read to their end → what they gave; otherwise an estimate (a larger sample when thin).
  const thin = common.some((p) => p.n > scanLimit(p) && probe.get(partKey(p.status, p.type))!.matches < 100);
  const estimates = thin ? await sampledParts(db, textWhere!, ESTIMATE_PERCENT, common) : probe;
  let exact = true;
  for (const p of common) {
    const found = foundIn.get(p)!;
    if (found < want) total += found;
    else {
      total += Math.max(found, estimates.get(partKey(p.status, p.type))!.estimate);
      exact = false;
    }
  }
  return { rows, total: Math.max(total, offset + rows.length), exact };
}
