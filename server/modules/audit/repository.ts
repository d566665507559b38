// All SQL of the audit log's search (docs/audit-log.md "Search speed"). The log only grows and
// its ids grow with time; every criterion has an index that ends in (occurred_at, id)
// (migration 0079), so a page is normally one index read in the page's order.
import { and, asc, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuditSortBy, SearchAuditRequest } from '../../../contract/audit';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { auditLog } from '../../db/schema/audit';
import { criterion } from '../../db/search-text';
import { pagingOf } from '../../http/envelope';
import { bangkokDayStart } from '../../http/time';
import { endsHere, recent, sampleOf, type SearchPage } from '../../search/page';
import { withPlan } from '../../search/plan';

/** Up to this many matches the total is counted; beyond, it is estimated (docs/audit-log.md). */
export const EXACT_TOTAL_UP_TO = 1_000;
/**
 * A column sort narrowed by another criterion picks and sorts up to this many matching rows;
 * beyond, it walks the column's index (where about one row in N/matches matches).
 */
const PICK_UP_TO = 5_000;
/** About this many rows of the log are sampled for an estimated total. */
const SAMPLE_ROWS = 10_000;
/** An estimated total is kept this long per search (paging through one search costs no sample). */
const ESTIMATE_KEPT_MS = 5 * 60_000;
const ESTIMATES_KEPT = 200;
/** A fixed seed: the same search gets the same estimate on every page. */
const SAMPLE_SEED = 79;

const rowColumns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actor: auditLog.actor,
  actorRole: auditLog.actorRole,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  customerCode: auditLog.customerCode,
  ip: auditLog.ip,
};

export interface AuditRecord {
  id: number;
  occurredAt: Date;
  actor: string | null;
  actorRole: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  customerCode: string | null;
  ip: string | null;
}

export interface AuditDetailRecord extends AuditRecord {
  requestId: string | null;
  beforeData: unknown;
  afterData: unknown;
}

// ---------------------------------------------------------------- criteria and order

/** The criteria that name a column (the date range aside). */
type Named = 'entityId' | 'actor' | 'customerCode' | 'action' | 'entity';

/**
 * Which criterion's index a search with several reads (the likely rarest first); the others are
 * checked on the rows it finds.
 */
const DRIVER_ORDER: readonly Named[] = ['entityId', 'actor', 'customerCode', 'action', 'entity'];

interface Condition {
  /** The condition as its index serves it. */
  indexed: SQL;
  /** The same condition written so that no index serves it: checked on rows another index found. */
  checked: SQL;
}

const equals = (column: SQLWrapper, value: string): Condition => ({
  indexed: sql`${column} = ${value}`,
  checked: sql`coalesce(${column}, '') = ${value}`,
});

interface Criteria {
  /** The date range (served by the time index, or by the driver's index after its value). */
  dates: SQL | undefined;
  named: Partial<Record<Named, Condition>>;
  /** The criterion whose index a read of these criteria goes through (none: the time index). */
  driver: Named | undefined;
}

function criteriaOf(request: SearchAuditRequest): Criteria {
  const actor = criterion(request.actor);
  const entityId = criterion(request.entityId);
  const named: Criteria['named'] = {
    ...(actor !== undefined ? { actor: equals(sql`lower(${auditLog.actor})`, actor.toLowerCase()) } : {}),
    ...(request.action ? { action: equals(auditLog.action, request.action) } : {}),
    ...(request.entity ? { entity: equals(auditLog.entity, request.entity) } : {}),
    ...(entityId !== undefined ? { entityId: equals(auditLog.entityId, entityId) } : {}),
    ...(request.customerCode ? { customerCode: equals(auditLog.customerCode, request.customerCode) } : {}),
  };
  const dates = and(
    request.dateFrom ? gte(auditLog.occurredAt, bangkokDayStart(request.dateFrom)) : undefined,
    request.dateTo ? lt(auditLog.occurredAt, bangkokDayStart(request.dateTo, 1)) : undefined,
  );
  return { dates, named, driver: DRIVER_ORDER.find((name) => named[name] !== undefined) };
}

/** Every criterion, only `through`'s in the form its index serves (none: only the dates'). */
function whereOf(criteria: Criteria, through: Named | undefined): SQL | undefined {
  const named = Object.entries(criteria.named) as [Named, Condition][];
  return and(
    criteria.dates,
    ...named.map(([name, condition]) => (name === through ? condition.indexed : condition.checked)),
  );
}

/** Every criterion of the search as one condition on the log: what the export streams. */
export const auditSearchWhere = (request: SearchAuditRequest): SQL | undefined =>
  whereOf(criteriaOf(request), undefined);

/** The `size` newest entries of `where` older than the id `after`: one walk of the primary key. */
export function auditEntriesAfter(
  db: Db,
  where: SQL | undefined,
  after: number | undefined,
  size: number,
): Promise<AuditRecord[]> {
  return withPlan(db, 'walk', (tx) =>
    tx
      .select(rowColumns)
      .from(auditLog)
      .where(and(where, after === undefined ? undefined : lt(auditLog.id, after)))
      .orderBy(desc(auditLog.id))
      .limit(size),
  );
}

/** What leads the order of each sort; ties go by time (and id) in the same direction. */
const sortLead: Record<AuditSortBy, SQL[]> = {
  occurredAt: [],
  actor: [sql`lower(${auditLog.actor})`],
  action: [sql`${auditLog.action}`],
  entity: [sql`${auditLog.entity}`],
};

/**
 * Newest first without sortBy. Each order has an index in the same order (and the same order
 * read backwards), so a page can be a walk that stops after its last row.
 */
function orderOf(request: SearchAuditRequest): SQL[] {
  const direction = request.sortBy && request.sortDir !== 'desc' ? asc : desc;
  const lead = sortLead[request.sortBy ?? 'occurredAt'];
  return [...lead.map((part) => direction(part)), direction(auditLog.occurredAt), direction(auditLog.id)];
}

/** How a page is read: along which index, walked in order or picked and sorted. */
interface Plan {
  kind: 'walk' | 'pick';
  through: Named | undefined;
}

/**
 * A walk of an index in the page's order stops after the page's last row. Every criterion's
 * index is in time order, so the time order walks the driver's index; a column sort walks the
 * column's index — narrowed to the column's own value when that is a criterion. A column sort
 * narrowed by another criterion depends on how many rows match (`matches`, counted up to
 * PICK_UP_TO + 1): a few thousand are picked through the criterion's index and sorted; more are
 * met often enough along the column's index to walk it.
 */
function planOf(request: SearchAuditRequest, criteria: Criteria, matches?: number): Plan {
  const sortBy = request.sortBy ?? 'occurredAt';
  if (sortBy === 'occurredAt') return { kind: 'walk', through: criteria.driver };
  if (sortBy in criteria.named) return { kind: 'walk', through: sortBy };
  if (criteria.driver === undefined || matches === undefined || matches > PICK_UP_TO) {
    return { kind: 'walk', through: undefined };
  }
  return { kind: 'pick', through: criteria.driver };
}

/** Whether the plan depends on how many rows match (count first, then read the page). */
const needsCount = (request: SearchAuditRequest, criteria: Criteria) =>
  (request.sortBy ?? 'occurredAt') !== 'occurredAt' &&
  !((request.sortBy ?? '') in criteria.named) &&
  criteria.driver !== undefined;

// ---------------------------------------------------------------- totals

/** The matches, counted up to `upTo` + 1 (no count over the whole log). */
async function cappedCount(db: Db, where: SQL | undefined, upTo: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log ${where ? sql`WHERE ${where}` : sql``}
        LIMIT ${upTo + 1}) matches`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The rows of the whole log, from its first and last ids (less the few a rolled-back change used up). */
async function logRows(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT min(id) AS first, max(id) AS last FROM audit_log`);
  return spanOf(rowsOf<IdSpan>(result)[0]);
}

/**
 * The rows of a date range, from the ids at its two ends in time: ids are given in time order,
 * so their difference counts the rows between them. Undefined when the ends disagree (rows
 * written with other times than their ids say, as tests do): then the range is sampled.
 */
async function rowsInRange(db: Db, dates: SQL): Promise<number | undefined> {
  const result = await db.execute(
    sql`SELECT (SELECT id FROM audit_log WHERE ${dates} ORDER BY occurred_at, id LIMIT 1) AS first,
               (SELECT id FROM audit_log WHERE ${dates} ORDER BY occurred_at DESC, id DESC LIMIT 1) AS last`,
  );
  const span = rowsOf<IdSpan>(result)[0];
  return span && span.first != null && span.last != null && Number(span.last) >= Number(span.first)
    ? spanOf(span)
    : undefined;
}

interface IdSpan {
  first: string | number | null;
  last: string | number | null;
}
const spanOf = (span: IdSpan | undefined) =>
  span?.first == null || span.last == null ? 0 : Number(span.last) - Number(span.first) + 1;

/**
 * The share of the log's rows that match `where`, in a fixed block sample of about SAMPLE_ROWS
 * rows (undefined when the sample holds no row).
 */
async function sampledShare(db: Db, where: SQL | undefined, rows: number): Promise<number | undefined> {
  const percent = Math.min(100, Math.max(0.01, (100 * SAMPLE_ROWS) / Math.max(rows, 1)));
  const result = await db.execute(
    sql`SELECT count(*) FILTER (WHERE ${where ?? sql`true`})::int AS hits, count(*)::int AS sampled
        FROM ${sampleOf('audit_log', percent, SAMPLE_SEED)}`,
  );
  const sample = rowsOf<{ hits: number; sampled: number }>(result)[0];
  return sample && sample.sampled > 0 ? sample.hits / sample.sampled : undefined;
}

/**
 * A total beyond the counted ones, never below what the capped count proved (`atLeast`): the rows of the
 * date range (from its ids; the whole log without one) times the share of rows that match the
 * other criteria in a block sample of the log. (A block sample says little about a date range —
 * blocks follow time — hence the ids for the range and the sample for the rest.)
 */
async function estimatedTotal(db: Db, criteria: Criteria, atLeast: number): Promise<number> {
  const all = await logRows(db);
  const named = criteria.driver ? whereOf({ ...criteria, dates: undefined }, criteria.driver) : undefined;
  let inRange = all;
  if (criteria.dates) {
    const byIds = await rowsInRange(db, criteria.dates);
    inRange = byIds ?? Math.round(((await sampledShare(db, criteria.dates, all)) ?? 0) * all);
  }
  const share = named ? await sampledShare(db, named, all) : 1;
  return Math.max(Math.round((share ?? 0) * inRange), atLeast);
}

// ---------------------------------------------------------------- reads

/** The total is an estimate (exact: false) over EXACT_TOTAL_UP_TO matches, the page not at the end. */
export type AuditPage = SearchPage<AuditRecord>;

export async function searchAudit(db: Db, request: SearchAuditRequest): Promise<AuditPage> {
  const { size, offset } = pagingOf(request);
  const criteria = criteriaOf(request);
  const counting = (upTo: number) =>
    withPlan(db, 'count', (tx) => cappedCount(tx, whereOf(criteria, criteria.driver), upTo));
  const matches = needsCount(request, criteria) ? await counting(PICK_UP_TO) : undefined;
  const plan = planOf(request, criteria, matches);
  const rows = await withPlan(db, plan.kind, (tx) =>
    tx
      .select(rowColumns)
      .from(auditLog)
      .where(whereOf(criteria, plan.through))
      .orderBy(...orderOf(request))
      .limit(size)
      .offset(offset),
  );
  if (endsHere(rows.length, size, offset)) return { rows, total: offset + rows.length, exact: true };
  const counted = matches ?? (await counting(EXACT_TOTAL_UP_TO));
  if (counted <= (matches === undefined ? EXACT_TOTAL_UP_TO : PICK_UP_TO)) {
    return { rows, total: counted, exact: true };
  }
  const estimate = await keptEstimate(db, request, () =>
    withPlan(db, 'count', (tx) => estimatedTotal(tx, criteria, counted)),
  );
  // A full page is never the last while its rows may go on: an estimate that falls short must
  // not hide the next page.
  const atLeast = rows.length === size ? offset + size + 1 : 0;
  return { rows, total: Math.max(estimate, atLeast), exact: false };
}

const kept = new WeakMap<Db, ReturnType<typeof recent<{ total: number }>>>();
/** The estimate of one search's criteria, made once every few minutes per database. */
async function keptEstimate(
  db: Db,
  request: SearchAuditRequest,
  make: () => Promise<number>,
): Promise<number> {
  const { page: _page, size: _size, sortBy: _sortBy, sortDir: _sortDir, ...criteria } = request;
  const key = JSON.stringify(criteria);
  const estimates = kept.get(db) ?? recent<{ total: number }>(ESTIMATE_KEPT_MS, ESTIMATES_KEPT);
  kept.set(db, estimates);
  const known = estimates.get(key);
  if (known) return known.total;
  const total = await make();
  estimates.set(key, { total });
  return total;
}
export async function findAuditEntry(db: Db, id: number): Promise<AuditDetailRecord | undefined> {
  const [row] = await db
    .select({
      ...rowColumns,
      requestId: auditLog.requestId,
      beforeData: auditLog.beforeData,
      afterData: auditLog.afterData,
    })
    .from(auditLog)
    .where(eq(auditLog.id, id));
  return row;
}
