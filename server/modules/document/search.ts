// documentController/search over 1,000,000 documents within 50 ms per page (quality.md). Why it is
// built this way is in docs/documents.md ("Search speed"); in short:
// - counts come from tallies kept by triggers (0072): documents per customer, branch, type, status
//   and delivery status, and per issue date. A search by those criteria gets its exact total
//   without count(*), and every search knows about how many rows each way of reading touches;
// - a page is either walked in its order through an index, stopping at its last row, or picked
//   out by the one criterion that finds few rows (an import, the trigram index for text, an
//   issue-date range, the FAILED documents, a rare type) and sorted on two narrow columns —
//   whichever reads fewer rows. For text, a fixed block sample says how common it is among the
//   caller's documents and among all (what pg_trgm's index returns). A buyer-name word sorted by
//   buyer name may step over the names before its first match instead of walking their rows;
// - only then are the page's rows read in full.
// The rows are always exactly those of the plain query (tests/server/document-search.test.ts
// compares them for every way of reading); a total is an estimate only when a walk stops before the
// end of the results and a criterion has no tally (text; a date range with a status).
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  DeliveryStatus,
  DocumentSortBy,
  DocumentStatus,
  SearchDocumentRequest,
} from '../../../contract/document';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { customer } from '../../db/schema/customer';
import { document } from '../../db/schema/document';
import { containsMatch, criterion, textCriteria, trigramIndexable } from '../../db/search-text';
import { pagingOf } from '../../http/envelope';
import type { CustomerReach } from '../../security/assigned-branches';
import { countWhere, endsHere, inKeyOrder, recent, sampleOf, type SearchPage } from '../../search/page';
import { withPlan } from '../../search/plan';
import type { DocumentRecord } from './repository';

/** The block sample that tells how common a text is: 0.1 %, a fixed seed. */
const SAMPLE_PERCENT = 0.1;
const SAMPLE_SEED = 20_261_125;
/** Fewer of the caller's rows than this in the sample: its latest documents tell instead. */
const MIN_SEEN = 100;
const PROBE_ROWS = 1_000;
/**
 * A row picked out by an index and sorted costs about three rows walked in index order (PGlite:
 * ~9 µs and ~3 µs): the walk's rows come in order, mostly from pages just read.
 */
const PICKED_ROW = 3;
/** What reading the whole table costs besides its rows, in rows walked through an index. */
const SCAN_OVERHEAD_ROWS = 50_000;
/**
 * Stepping from one buyer name to the next (one index look and one table row per name) costs about
 * four rows walked; the bench's buyers have ~60 documents each, so passing the names before a
 * common word's first match by steps costs about 0.15 of walking their rows (1M documents: 105,000
 * rows of type 388 before the first `บริษัท`, 3,160 names; 1.8–2.7 s walked, 0.24–0.34 s stepped).
 */
const NAME_STEP_ROWS = 4;
const NAME_STEP_SHARE = 0.15;

const sortColumns: Record<DocumentSortBy, string> = {
  documentId: 'document_id',
  documentNo: 'document_no',
  documentType: 'document_type',
  issueDate: 'issue_date',
  buyerName: 'buyer_name',
  totalAmount: 'total_amount',
  status: 'status',
};
/** Sort columns a FAILED document may leave empty. */
const NULLABLE = new Set(['issue_date', 'buyer_name', 'total_amount']);
/** Sorts whose indexes start with the document type (0072): read type by type, then merged. */
const BY_TYPE = new Set(['document_no', 'buyer_name', 'total_amount', 'document_type']);

type TextField = 'documentNo' | 'buyerName' | 'buyerTaxId';
const textFields: Record<TextField, { column: string }> = {
  documentNo: { column: 'document_no' },
  buyerName: { column: 'buyer_name' },
  buyerTaxId: { column: 'buyer_tax_id' },
};

/** What the search asks for, trimmed, with the caller's reach applied. */
export interface Criteria {
  customerCode?: string;
  /** A USER's branches (none: nothing). */
  branchCodes?: readonly string[];
  uploadId?: number;
  documentType?: string;
  texts: { field: TextField; text: string }[];
  from?: string;
  to?: string;
  status?: DocumentStatus;
  deliveryStatus?: DeliveryStatus;
}

export function criteriaOf(scope: CustomerReach, request: SearchDocumentRequest): Criteria {
  const texts = textCriteria([
    ['documentNo', request.documentNo],
    ['buyerName', request.buyerName],
    ['buyerTaxId', request.buyerTaxId],
  ]);
  const customerCode = scope.customerCode ?? request.customerCode;
  const documentType = criterion(request.documentType);
  return {
    ...(customerCode ? { customerCode } : {}),
    ...(scope.branchCodes ? { branchCodes: scope.branchCodes } : {}),
    ...(request.uploadId ? { uploadId: request.uploadId } : {}),
    ...(documentType !== undefined ? { documentType } : {}),
    texts,
    ...(request.issueDateFrom ? { from: request.issueDateFrom } : {}),
    ...(request.issueDateTo ? { to: request.issueDateTo } : {}),
    ...(request.status ? { status: request.status } : {}),
    ...(request.deliveryStatus ? { deliveryStatus: request.deliveryStatus } : {}),
  };
}

// ---------------------------------------------------------------- SQL of the criteria

type Criterion = 'customer' | 'branch' | 'upload' | 'type' | 'text' | 'range' | 'status' | 'delivery';

/** A text criterion, as the trigram index serves it (0089_pg_trgm.sql). */
const textMatch = (t: Criteria['texts'][number]) => containsMatch(textFields[t.field].column, t.text);

/**
 * The criteria as conditions on the document table (bare column names). `opaque` ones are written
 * so that no index can serve them ((…) IS TRUE: the same rows): a read that starts from one index
 * checks the others on the rows it finds, instead of the planner combining indexes on a guess.
 */
export function conditions(c: Criteria, opaque: ReadonlySet<Criterion> = new Set()): SQL {
  const parts: [Criterion, SQL][] = [];
  if (c.customerCode !== undefined) parts.push(['customer', sql`customer_code = ${c.customerCode}`]);
  if (c.branchCodes !== undefined) {
    parts.push(['branch', sql`branch_code = ANY(${sql.param([...c.branchCodes])}::text[])`]);
  }
  if (c.uploadId !== undefined) parts.push(['upload', sql`upload_id = ${c.uploadId}`]);
  if (c.documentType !== undefined) parts.push(['type', sql`document_type = ${c.documentType}`]);
  for (const t of c.texts) parts.push(['text', textMatch(t)]);
  if (c.from) parts.push(['range', sql`issue_date >= ${c.from}::date`]);
  if (c.to) parts.push(['range', sql`issue_date <= ${c.to}::date`]);
  if (c.status) parts.push(['status', sql`status = ${c.status}`]);
  if (c.deliveryStatus) {
    parts.push(['delivery', sql`(email_status = ${c.deliveryStatus} OR sms_status = ${c.deliveryStatus})`]);
  }
  if (parts.length === 0) return sql`true`;
  return sql.join(
    parts.map(([kind, condition]) => (opaque.has(kind) ? sql`(${condition}) IS TRUE` : condition)),
    sql` AND `,
  );
}

/**
 * Every criterion of the search and the caller's reach as one condition on the document table
 * (bare column names): what the export streams (export-route.ts).
 */
export function documentSearchWhere(scope: CustomerReach, request: SearchDocumentRequest): SQL {
  return conditions(criteriaOf(scope, request));
}

/** The caller's customer and branches, as a condition (on the document table or a tally). */
function scopeOf(c: Criteria): SQL {
  const parts: SQL[] = [];
  if (c.customerCode !== undefined) parts.push(sql`customer_code = ${c.customerCode}`);
  if (c.branchCodes !== undefined) {
    parts.push(sql`branch_code = ANY(${sql.param([...c.branchCodes])}::text[])`);
  }
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
}

interface Order {
  column: string;
  dir: 'ASC' | 'DESC';
  /** ORDER BY of the search: the column, then the newest document first among equals. */
  sql: SQL;
}

export function orderOf(request: SearchDocumentRequest): Order {
  const column = sortColumns[request.sortBy ?? 'documentId'];
  const dir = request.sortDir === 'asc' ? 'ASC' : 'DESC';
  return { column, dir, sql: sql.raw(`${column} ${dir}, document_id DESC`) };
}

// ---------------------------------------------------------------- what the tallies tell

interface Counts {
  /** Documents of all customers: what the trigram index and a whole-table read cover. */
  all: number;
  /** Documents of the customer (of all customers for an administrator): what its indexes hold. */
  indexed: number;
  /** Of those, the FAILED ones, and the ones of the type asked for (whatever the branch). */
  indexedFailed: number;
  indexedTyped: number;
  /** Of those, the ones the caller reaches (a USER: its branches). */
  scope: number;
  /** Of those, the ones of the type (the issue-date tally knows type, not status). */
  typed: number;
  /** Of those, the ones of every criterion the tally knows (type, status, delivery): exact. */
  tallied: number;
  /** The types and statuses present among `tallied`: a sort by them reads each. */
  types: string[];
  statuses: string[];
  /** Documents of the customer (all customers) per type: what each type's index range holds. */
  typeRows: Map<string, number>;
}

/**
 * Criteria the tallies (0072) know, each true when not asked: the caller's branches, the type;
 * `customerOnly` narrows a tally or an index to the customer (` AND …`; nothing: all customers).
 */
function scopeParts(c: Criteria) {
  return {
    customerOnly: c.customerCode !== undefined ? sql` AND customer_code = ${c.customerCode}` : sql``,
    reached:
      c.branchCodes !== undefined
        ? sql`branch_code = ANY(${sql.param([...c.branchCodes])}::text[])`
        : sql`true`,
    typed: c.documentType !== undefined ? sql`document_type = ${c.documentType}` : sql`true`,
  };
}

async function tallyCounts(db: Db, c: Criteria): Promise<Counts> {
  const { customerOnly, reached, typed } = scopeParts(c);
  const status = c.status ? sql`status = ${c.status}` : sql`true`;
  const delivery = c.deliveryStatus
    ? sql`(email_status = ${c.deliveryStatus} OR sms_status = ${c.deliveryStatus})`
    : sql`true`;
  const tallied = sql`${reached} AND ${typed} AND ${status} AND ${delivery}`;
  // One row, summed here: the tally has a row per customer, branch, type and statuses.
  const [row] = rowsOf<{
    all: number | null;
    indexed: number | null;
    indexedFailed: number | null;
    indexedTyped: number | null;
    scope: number | null;
    typed: number | null;
    tallied: number | null;
    types: string[] | string | null;
    statuses: string[] | string | null;
    typeRows: Record<string, number> | string | null;
  }>(
    await db.execute(
      sql`SELECT (SELECT sum(n) FROM document_tally)::float8 AS "all",
            sum(n)::float8 AS indexed,
            sum(n) FILTER (WHERE status = 'FAILED')::float8 AS "indexedFailed",
            sum(n) FILTER (WHERE ${typed})::float8 AS "indexedTyped",
            sum(n) FILTER (WHERE ${reached})::float8 AS scope,
            sum(n) FILTER (WHERE ${reached} AND ${typed})::float8 AS typed,
            sum(n) FILTER (WHERE ${tallied})::float8 AS tallied,
            array_agg(DISTINCT document_type) FILTER (WHERE ${tallied}) AS types,
            array_agg(DISTINCT status) FILTER (WHERE ${tallied}) AS statuses,
            (SELECT json_object_agg(document_type, rows) FROM (
              SELECT document_type, sum(n)::float8 AS rows FROM document_tally WHERE n > 0${customerOnly} GROUP BY 1
            ) AS per_type) AS "typeRows"
          FROM document_tally WHERE n > 0${customerOnly}`,
    ),
  );
  const typeRows =
    typeof row?.typeRows === 'string' ? (JSON.parse(row.typeRows) as Record<string, number>) : row?.typeRows;
  return {
    all: row?.all ?? 0,
    indexed: row?.indexed ?? 0,
    indexedFailed: row?.indexedFailed ?? 0,
    indexedTyped: row?.indexedTyped ?? 0,
    scope: row?.scope ?? 0,
    typed: row?.typed ?? 0,
    tallied: row?.tallied ?? 0,
    types: textArray(row?.types),
    statuses: textArray(row?.statuses),
    typeRows: new Map(Object.entries(typeRows ?? {}).map(([type, rows]) => [type, Number(rows)])),
  };
}

/** A text[] as the drivers give it: an array (pg, PGlite) or, should one not parse it, its text. */
function textArray(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^{|}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((v) => v.replace(/^"|"$/g, ''));
}

interface Days {
  /** The issue dates in the range that have documents the caller reaches. */
  days: string[];
  /** Documents of the customer (of all customers) in the range: what an index over them reads. */
  indexed: number;
  /** Of those, the ones the caller reaches, and of those the ones of the type (exact). */
  scope: number;
  typed: number;
}

async function dayCounts(db: Db, c: Criteria): Promise<Days> {
  const { customerOnly, reached, typed } = scopeParts(c);
  const rows = rowsOf<{ day: string; indexed: number; scope: number; typed: number }>(
    await db.execute(
      sql`SELECT to_char(issue_date, 'YYYY-MM-DD') AS day, sum(n)::float8 AS indexed,
            coalesce(sum(n) FILTER (WHERE ${reached}), 0)::float8 AS scope,
            coalesce(sum(n) FILTER (WHERE ${reached} AND ${typed}), 0)::float8 AS typed
          FROM document_day_tally
          WHERE n > 0${customerOnly}
            ${c.from ? sql`AND issue_date >= ${c.from}::date` : sql``}
            ${c.to ? sql`AND issue_date <= ${c.to}::date` : sql``}
          GROUP BY issue_date`,
    ),
  );
  const sum = (key: 'indexed' | 'scope' | 'typed') => rows.reduce((total, r) => total + r[key], 0);
  return {
    days: rows.filter((r) => r.scope > 0).map((r) => r.day),
    indexed: sum('indexed'),
    scope: sum('scope'),
    typed: sum('typed'),
  };
}

/**
 * Per type, the customer's documents (all customers') in the range and those the walk in number
 * order passes first: numbers follow issue dates within a type, so those issued before the range
 * (ascending) or after it (descending).
 */
async function typesAroundRange(
  db: Db,
  c: Criteria,
  dir: Order['dir'],
): Promise<Map<string, { inRange: number; first: number }>> {
  const inRange =
    and(
      c.from ? sql`issue_date >= ${c.from}::date` : undefined,
      c.to ? sql`issue_date <= ${c.to}::date` : undefined,
    ) ?? sql`true`;
  const first =
    dir === 'ASC'
      ? c.from
        ? sql`issue_date < ${c.from}::date`
        : sql`false`
      : c.to
        ? sql`issue_date > ${c.to}::date`
        : sql`false`;
  const rows = rowsOf<{ type: string; inRange: number; first: number }>(
    await db.execute(
      sql`SELECT document_type AS type, coalesce(sum(n) FILTER (WHERE ${inRange}), 0)::float8 AS "inRange",
            coalesce(sum(n) FILTER (WHERE ${first}), 0)::float8 AS first
          FROM document_day_tally
          WHERE n > 0${scopeParts(c).customerOnly}
          GROUP BY 1`,
    ),
  );
  return new Map(rows.map((r) => [r.type, { inRange: r.inRange, first: r.first }]));
}

/** What the sample says of the texts in the caller's documents. */
interface Shares {
  /** Share of the caller's documents that match every text. */
  share: number;
  /** Share of all documents that match every text (what the index returns without a customer). */
  shareOfAll: number;
  /**
   * Per text column one can sort by: the share of the caller's documents that an ascending or a
   * descending walk in that column's order passes before the first match.
   */
  skips: Record<string, Record<Order['dir'], number>>;
}
/** Columns of text criteria that are also sort columns. */
const SKIPPABLE = new Set(['document_no', 'buyer_name']);

/**
 * How common the texts are, read off a fixed block sample of the table (0.1 %, the same blocks
 * every time: old and new documents alike — numbers carry their year): the share of the caller's
 * documents that hold every text (for choosing how to read, and for an estimated total), and of
 * all documents (what the trigram index returns). A customer too small to be seen in the sample
 * is read off its latest documents instead.
 */
async function probeTexts(db: Db, c: Criteria): Promise<Shares> {
  const shareKey = JSON.stringify([c.customerCode, c.branchCodes, c.texts]);
  const known = textShares.get(shareKey);
  if (known !== undefined) return known;
  const sampled = await sampleTexts(db, c, sampleOf('document', SAMPLE_PERCENT, SAMPLE_SEED), scopeOf(c));
  const latest = sampled.share === undefined ? await latestShare(db, c) : undefined;
  const shares = latest
    ? { share: latest.share ?? 0, shareOfAll: sampled.shareOfAll ?? 0, skips: latest.skips ?? {} }
    : { share: sampled.share ?? 0, shareOfAll: sampled.shareOfAll ?? 0, skips: sampled.skips ?? {} };
  textShares.set(shareKey, shares);
  return shares;
}

/**
 * Reads a sample (`source`: rows of the document table; `mine`: which are the caller's): the share
 * of the caller's documents holding every text (undefined when too few of them were sampled), of
 * all documents, and the caller's rows a walk in a text's sort column passes before the first match.
 */
async function sampleTexts(db: Db, c: Criteria, source: SQL, mine: SQL): Promise<Partial<Shares>> {
  const hit = sql.join(c.texts.map(textMatch), sql` AND `);
  // A sort by the column the text is in: the caller's rows that come before the first match in
  // either direction (a walk in that order passes them first; NULLs lead a descending order).
  const sorted = [...new Set(c.texts.map((t) => textFields[t.field].column))].filter((column) =>
    SKIPPABLE.has(column),
  );
  const bounds = sql.join(
    sorted.map(
      (column) =>
        sql`, min(${sql.raw(column)}) FILTER (WHERE mine AND hit) OVER () AS ${sql.raw(`lo_${column}`)},
            max(${sql.raw(column)}) FILTER (WHERE mine AND hit) OVER () AS ${sql.raw(`hi_${column}`)}`,
    ),
    sql``,
  );
  const skips = sql.join(
    sorted.map(
      (column) =>
        sql`, count(*) FILTER (WHERE mine AND ${sql.raw(column)} < ${sql.raw(`lo_${column}`)})::int,
            count(*) FILTER (WHERE mine AND (${sql.raw(column)} > ${sql.raw(`hi_${column}`)} OR ${sql.raw(column)} IS NULL))::int`,
    ),
    sql``,
  );
  const [row] = rowsOf<{
    hits: number;
    seen: number;
    allHits: number;
    sampled: number;
    skips: number[] | string;
  }>(
    await db.execute(
      sql`SELECT count(*) FILTER (WHERE mine AND hit)::int AS hits, count(*) FILTER (WHERE mine)::int AS seen,
            count(*) FILTER (WHERE hit)::int AS "allHits", count(*)::int AS sampled, ARRAY[0${skips}] AS skips
          FROM (SELECT *${bounds} FROM (
            SELECT ${mine} AS mine, ${hit} AS hit, document_no, buyer_name FROM ${source}
          ) AS sampled) AS ranked`,
    ),
  );
  if (!row) return {};
  const shareOfAll = row.allHits / Math.max(row.sampled, 1);
  if (row.seen < MIN_SEEN) return { shareOfAll };
  const skipped = parseIntArray(row.skips).slice(1);
  return {
    share: row.hits / row.seen,
    shareOfAll,
    skips: Object.fromEntries(
      sorted.map((column, i) => [
        column,
        { ASC: (skipped[2 * i] ?? 0) / row.seen, DESC: (skipped[2 * i + 1] ?? 0) / row.seen },
      ]),
    ),
  };
}

/**
 * A customer too small to be seen in the sample: its latest documents tell instead (the share, and
 * what a walk in a text's sort column passes first).
 */
async function latestShare(db: Db, c: Criteria): Promise<Partial<Shares>> {
  const latest = sql`(SELECT document_no, buyer_name, buyer_tax_id FROM document WHERE ${scopeOf(c)}
    ORDER BY document_id DESC LIMIT ${PROBE_ROWS}) AS latest`;
  const read = await withPlan(db, 'walk', (tx) => sampleTexts(tx, c, latest, sql`true`));
  return read.share !== undefined || read.shareOfAll === undefined ? read : { share: read.shareOfAll };
}

/** What the sample said, kept for a few minutes in this process: paging through a search costs no sample. */
const textShares = recent<Shares>(2 * 60_000, 2_000);

/** An int[] as the drivers give it: an array (pg) or its text form (PGlite may). */
function parseIntArray(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

// ---------------------------------------------------------------- the ways of reading

interface Page {
  ids: number[];
  /** Exact when known. */
  total?: number;
}

type Driver = 'upload' | 'text' | 'range' | 'failed' | 'type';

/**
 * The page picked out by one criterion (`driver`): its rows found through its index, the other
 * criteria checked on them, sorted on the sort column and the id only, and counted.
 */
async function picked(
  db: Db,
  c: Criteria,
  driver: Driver,
  order: Order,
  size: number,
  offset: number,
): Promise<Page> {
  const opaque = new Set<Criterion>([
    'customer',
    'branch',
    'upload',
    'type',
    'text',
    'range',
    'status',
    'delivery',
  ]);
  if (driver === 'upload' || driver === 'range' || driver === 'type' || driver === 'text')
    opaque.delete(driver);
  if (driver === 'failed') opaque.delete('status');
  // Those indexes start with the customer.
  if (driver === 'range' || driver === 'failed' || driver === 'type') opaque.delete('customer');
  const where = conditions(c, opaque);
  const rows = rowsOf<{ id: number; total: number }>(
    await withPlan(db, 'pick', (tx) =>
      tx.execute(
        sql`SELECT document_id::float8 AS id, (count(*) OVER ())::float8 AS total FROM document
            WHERE ${where} ORDER BY ${order.sql} LIMIT ${size} OFFSET ${offset}`,
      ),
    ),
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  if (offset === 0) return { ids: [], total: 0 };
  // Past the end: the window saw no row; count them.
  return { ids: [], total: await withPlan(db, 'pick', (tx) => countWhere(tx, 'document', where)) };
}

/**
 * The page walked in its order through an index, stopping at its last row. Sorts whose indexes
 * start with the type read each type in order and merge them; a sort by type or status reads each
 * value's documents by id and puts the values in order. `ids` bounds an id-ordered walk to the ids
 * the issue-date range holds: ids grow with time, as issue dates do, so a walk through last year's
 * range does not go through this year's documents first. `from` starts each type's walk at a
 * buyer name (`nameWalkStarts`); a type without one has no match.
 */
async function walked(
  db: Db,
  c: Criteria,
  counts: Counts,
  order: Order,
  size: number,
  offset: number,
  ids?: { min: number; max: number },
  from?: ReadonlyMap<string, string>,
): Promise<Page> {
  const bounded = ids ? sql` AND document_id BETWEEN ${ids.min} AND ${ids.max}` : sql``;
  const where = sql`${conditions(c)}${bounded}`;
  const partColumn = BY_TYPE.has(order.column)
    ? 'document_type'
    : order.column === 'status'
      ? 'status'
      : undefined;
  const values = (partColumn === 'status' ? counts.statuses : counts.types).filter(
    (value) => !from || from.has(value),
  );
  const after = (value: string | undefined) => {
    const name = value !== undefined ? from?.get(value) : undefined;
    if (name === undefined) return sql``;
    return order.dir === 'ASC' ? sql` AND buyer_name >= ${name}` : sql` AND buyer_name <= ${name}`;
  };
  const rows = await withPlan(db, 'walk', async (tx) => {
    if (from && values.length === 0) return [];
    if (!partColumn || values.length === 1) {
      return rowsOf<{ id: number }>(
        await tx.execute(
          sql`SELECT document_id::float8 AS id FROM document WHERE ${where}${after(values[0])}
              ${partColumn ? sql`AND ${sql.raw(partColumn)} = ${values[0]}` : sql``}
              ORDER BY ${order.sql} LIMIT ${size} OFFSET ${offset}`,
        ),
      );
    }
    if (values.length === 0) return [];
    // Each part's first rows in the page's order (its own index range), then all in order.
    const want = offset + size;
    const column = sql.raw(order.column);
    const part = sql.raw(partColumn);
    const branches = values.map(
      (value) =>
        sql`(SELECT document_id, ${column} FROM document WHERE ${where}${after(value)} AND ${part} = ${value}
             ORDER BY ${order.sql} LIMIT ${want})`,
    );
    return rowsOf<{ id: number }>(
      await tx.execute(
        sql`SELECT document_id::float8 AS id FROM (${sql.join(branches, sql` UNION ALL `)}) AS part
            ORDER BY ${order.sql} LIMIT ${size} OFFSET ${offset}`,
      ),
    );
  });
  return { ids: rows.map((r) => r.id) };
}

/**
 * Where a walk in buyer-name order may start, per type, when a buyer-name text is asked: a common
 * word that starts names late in that order (`บริษัท…` ascending, after every `นาย…`/`นาง…`; `นางสาว…`
 * descending) leaves the walk passing most of the table before its first match, one table row per
 * document (PGlite has no visibility map: no index-only read). Names repeat, so this steps from
 * name to name through the type's buyer index instead (one look per name, its first row) until a
 * name holds every buyer-name text. The walk then starts at that name: the names before it hold no
 * match, so the rows are those of the plain query. Within the caller's customer (a USER's
 * branches' first match can only come later), at most `maxSteps` names per type (the walk then
 * starts where the steps stopped); a type whose names all fail has no match and is left out.
 */
async function nameWalkStarts(
  db: Db,
  c: Criteria,
  types: string[],
  dir: Order['dir'],
  maxSteps: number,
): Promise<Map<string, string>> {
  const named = c.texts.filter((t) => t.field === 'buyerName');
  const holds = sql.join(
    named.map((t) => containsMatch('names.name', t.text)),
    sql` AND `,
  );
  const customerOnly = c.customerCode !== undefined ? sql`customer_code = ${c.customerCode} AND ` : sql``;
  const [next, order] = dir === 'ASC' ? [sql`>`, sql`ASC`] : [sql`<`, sql`DESC`];
  const starts = new Map<string, string>();
  await withPlan(db, 'walk', async (tx) => {
    for (const type of types) {
      const ofType = sql`${customerOnly}document_type = ${type}`;
      const [last] = rowsOf<{ name: string | null }>(
        await tx.execute(
          sql`WITH RECURSIVE names(name, step) AS (
                (SELECT buyer_name, 1 FROM document WHERE ${ofType} AND buyer_name IS NOT NULL
                 ORDER BY buyer_name ${order} LIMIT 1)
                UNION ALL
                SELECT (SELECT buyer_name FROM document WHERE ${ofType} AND buyer_name ${next} names.name
                        ORDER BY buyer_name ${order} LIMIT 1), step + 1
                FROM names WHERE names.name IS NOT NULL AND NOT (${holds}) AND step < ${maxSteps}
              )
              SELECT name FROM names ORDER BY step DESC LIMIT 1`,
        ),
      );
      if (last?.name != null) starts.set(type, last.name);
    }
  });
  return starts;
}

/** The whole table read and sorted (the planner's own plan): when no index narrows the search. */
async function scanned(db: Db, c: Criteria, order: Order, size: number, offset: number): Promise<Page> {
  const where = conditions(c);
  const rows = rowsOf<{ id: number; total: number }>(
    await withPlan(db, 'planner', (tx) =>
      tx.execute(
        sql`SELECT document_id::float8 AS id, (count(*) OVER ())::float8 AS total FROM document
            WHERE ${where} ORDER BY ${order.sql} LIMIT ${size} OFFSET ${offset}`,
      ),
    ),
  );
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  return { ids: [], total: await withPlan(db, 'planner', (tx) => countWhere(tx, 'document', where)) };
}

/** The smallest and largest id among the customer's documents of these issue dates (a look a day). */
async function idsOfDays(
  db: Db,
  c: Criteria,
  days: string[],
): Promise<{ min: number; max: number } | undefined> {
  const ofDay = sql`issue_date = d.day${scopeParts(c).customerOnly}`;
  const [row] = rowsOf<{ min: number | null; max: number | null }>(
    await withPlan(db, 'walk', (tx) =>
      tx.execute(
        sql`SELECT min(lo.id)::float8 AS min, max(hi.id)::float8 AS max
            FROM unnest(${sql.param(days)}::date[]) AS d(day)
            CROSS JOIN LATERAL (SELECT document_id AS id FROM document WHERE ${ofDay}
              ORDER BY document_id ASC LIMIT 1) AS lo
            CROSS JOIN LATERAL (SELECT document_id AS id FROM document WHERE ${ofDay}
              ORDER BY document_id DESC LIMIT 1) AS hi`,
      ),
    ),
  );
  return row?.min != null && row.max != null ? { min: row.min, max: row.max } : undefined;
}

/** What a search row shows (contract/document.ts, documentRow): read for a page's rows only. */
export const searchRowColumns = {
  documentId: document.documentId,
  uploadId: document.uploadId,
  uploadType: document.uploadType,
  documentNo: document.documentNo,
  documentType: document.documentType,
  customerCode: document.customerCode,
  customerName: customer.customerName,
  branchCode: document.branchCode,
  buyerName: document.buyerName,
  buyerTaxId: document.buyerTaxId,
  buyerEmail: document.buyerEmail,
  buyerTel: document.buyerTel,
  issueDate: document.issueDate,
  totalAmount: document.totalAmount,
  status: document.status,
  failCode: document.failCode,
  failParams: document.failParams,
  emailStatus: document.emailStatus,
  smsStatus: document.smsStatus,
  lastSentDtm: document.lastSentDtm,
  pdfFileId: document.pdfFileId,
  xmlFileId: document.xmlFileId,
  createDtm: document.createDtm,
};
export type DocumentSearchRecord = Pick<DocumentRecord, keyof typeof searchRowColumns>;

/** The page's rows (what a search row shows), in the page's order. */
async function documentsOf(db: Db, ids: number[]): Promise<DocumentSearchRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(searchRowColumns)
    .from(document)
    .innerJoin(customer, sql`${customer.customerCode} = ${document.customerCode}`)
    .where(inArray(document.documentId, ids));
  return inKeyOrder(ids, rows, (r) => r.documentId);
}

// ---------------------------------------------------------------- search

/** A way of reading a page, and about how many rows it touches. */
export type Way = 'walk' | 'names' | Driver | 'scan';

export interface DocumentSearchPage extends SearchPage<DocumentSearchRecord> {
  way: Way;
}

export async function searchDocuments(
  db: Db,
  scope: CustomerReach,
  request: SearchDocumentRequest,
  /** Tests only: read this way, whatever it costs (the rows must be the same). */
  forced?: Way,
): Promise<DocumentSearchPage> {
  const { size, offset } = pagingOf(request);
  const want = offset + size;
  const c = criteriaOf(scope, request);
  const order = orderOf(request);
  const none: DocumentSearchPage = { rows: [], total: 0, exact: true, way: forced ?? 'walk' };
  if (c.branchCodes !== undefined && c.branchCodes.length === 0) return none;
  // Dates the other way round match nothing.
  if (c.from && c.to && c.from > c.to) return none;

  const counts = await tallyCounts(db, c);
  if (counts.tallied === 0) return none;
  const range = c.from || c.to ? await dayCounts(db, c) : undefined;
  if (range && range.typed === 0) return none;

  // Rows of the criteria the tallies know: exact without a range, or with one that no status or
  // delivery criterion narrows; else the range's share of the type times the status' share.
  const rangeExact = !range || (!c.status && !c.deliveryStatus);
  const tallied = range ? range.typed * (counts.tallied / Math.max(counts.typed, 1)) : counts.tallied;
  const probe = c.texts.length > 0 ? await probeTexts(db, c) : undefined;
  const estimate = tallied * (probe?.share ?? 1);
  const matches = Math.max(estimate, 0.5);

  // The ways to read, and about how many rows each touches.
  const ways = new Map<Way, { cost: number; read: () => Promise<Page> }>();
  const idOrdered =
    order.column === 'document_id' || order.column === 'document_type' || order.column === 'status';
  // The walk reads each part (a type, a status, or the whole scope) in order until the page's rows:
  // the rows it passes before the first match can be (numbers issued before the range), then rows
  // at the density of the matches, at most the part's rows.
  const walkParts: { rows: number; skip: number }[] = [];
  const rangeShare = range ? range.indexed / Math.max(counts.indexed, 1) : 1;
  if (BY_TYPE.has(order.column)) {
    const around =
      range && order.column === 'document_no' ? await typesAroundRange(db, c, order.dir) : undefined;
    for (const type of counts.types) {
      const rows = counts.typeRows.get(type) ?? 0;
      const aroundType = around?.get(type);
      if (aroundType) walkParts.push({ rows: aroundType.inRange, skip: aroundType.first });
      else if (range && order.column === 'document_type')
        walkParts.push({ rows: rows * rangeShare, skip: 0 });
      else walkParts.push({ rows, skip: 0 });
    }
  } else if (order.column === 'status') {
    for (const status of counts.statuses) {
      const rows = status === 'FAILED' ? counts.indexedFailed : counts.indexed - counts.indexedFailed;
      walkParts.push({ rows: range ? rows * rangeShare : rows, skip: 0 });
    }
  } else {
    walkParts.push({
      rows: range && (idOrdered || order.column === 'issue_date') ? range.indexed : counts.indexed,
      skip: 0,
    });
  }
  // A text in the sort column: the rows before its first match in that order come first.
  const skipShare = probe?.skips[order.column]?.[order.dir] ?? 0;
  if (skipShare > 0) for (const p of walkParts) p.skip += p.rows * skipShare;
  // Descending, the documents without a value (FAILED ones, mostly) come first.
  if (order.dir === 'DESC' && NULLABLE.has(order.column) && c.status !== 'FAILED' && walkParts.length > 0) {
    const failedShare = counts.indexedFailed / Math.max(counts.indexed, 1);
    for (const p of walkParts) p.skip += p.rows * failedShare;
  }
  const walkable = walkParts.reduce((sum, p) => sum + p.rows, 0);
  const density = Math.min(1, matches / Math.max(walkable, 1));
  const walkCost = walkParts.reduce((sum, p) => sum + p.skip + Math.min(p.rows, want / density), 0);
  ways.set('walk', {
    cost: walkCost,
    read: async () => {
      if (!range || !idOrdered) return walked(db, c, counts, order, size, offset);
      const ids = await idsOfDays(db, c, range.days);
      return ids ? walked(db, c, counts, order, size, offset, ids) : { ids: [] };
    },
  });
  if (order.column === 'buyer_name' && c.texts.some((t) => t.field === 'buyerName')) {
    // The same walk, started per type at its first name holding the text (nameWalkStarts): the
    // names before it are stepped over, not their rows walked.
    const skip = Math.max(0, ...walkParts.map((p) => p.skip));
    const maxSteps = Math.max(100, Math.ceil(skip / NAME_STEP_ROWS));
    ways.set('names', {
      cost: walkParts.reduce(
        (sum, p) => sum + p.skip * NAME_STEP_SHARE + Math.min(p.rows, want / density),
        NAME_STEP_ROWS * walkParts.length,
      ),
      read: async () => {
        const from = await nameWalkStarts(db, c, counts.types, order.dir, maxSteps);
        return walked(db, c, counts, order, size, offset, undefined, from);
      },
    });
  }
  if (c.uploadId !== undefined) {
    // One import: a few hundred documents, found through (upload_id, document_no).
    ways.set('upload', { cost: 0, read: () => picked(db, c, 'upload', order, size, offset) });
  }
  if (probe && c.texts.some((t) => trigramIndexable(t.text))) {
    // The trigram index returns the rows of all customers holding the text, checked against the
    // caller's criteria.
    ways.set('text', {
      cost: PICKED_ROW * Math.max(probe.shareOfAll * counts.all, probe.share * counts.scope),
      read: () => picked(db, c, 'text', order, size, offset),
    });
  }
  if (range) {
    ways.set('range', {
      cost: PICKED_ROW * range.indexed,
      read: () => picked(db, c, 'range', order, size, offset),
    });
  }
  if (c.status === 'FAILED') {
    // A FAILED document often lacks its date, buyer or amount: ascending by those, they sit at
    // the end (NULLs come last), so walking that order for them may read the whole scope first.
    // Descending they come first; by id, the walk reads their own small index.
    if (!idOrdered && order.dir === 'ASC' && NULLABLE.has(order.column))
      ways.get('walk')!.cost += counts.indexed;
    ways.set('failed', {
      cost: PICKED_ROW * counts.indexedFailed,
      read: () => picked(db, c, 'failed', order, size, offset),
    });
  }
  if (c.documentType !== undefined) {
    ways.set('type', {
      cost: PICKED_ROW * counts.indexedTyped,
      read: () => picked(db, c, 'type', order, size, offset),
    });
  }
  // Text too short for trigrams and rare: reading the whole table beats walking an index for it.
  ways.set('scan', {
    cost: counts.all + SCAN_OVERHEAD_ROWS,
    read: () => scanned(db, c, order, size, offset),
  });
  const [way, how] = forced
    ? [forced, ways.get(forced) ?? ways.get('walk')!]
    : [...ways.entries()].reduce((best, next) => (next[1].cost < best[1].cost ? next : best));
  const page = await how.read();

  const rows = await documentsOf(db, page.ids);
  if (page.total !== undefined) return { rows, total: page.total, exact: true, way };
  // A page that is not full ends the results: its total is exact.
  if (endsHere(rows.length, size, offset)) {
    return { rows, total: offset + rows.length, exact: true, way };
  }
  const exact = c.texts.length === 0 && rangeExact && c.uploadId === undefined;
  if (exact) return { rows, total: tallied, exact, way };
  if (rows.length === 0 || c.uploadId !== undefined) {
    // Past the end of an estimated total (a page the estimate promised), or one import's few
    // documents: count them.
    const total = await withPlan(db, 'planner', (tx) => countWhere(tx, 'document', conditions(c)));
    return { rows, total, exact: true, way };
  }
  return { rows, total: Math.max(Math.round(estimate), offset + rows.length), exact: false, way };
}
