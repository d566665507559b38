// All SQL of the landing page.
import { and, asc, eq, max, ne } from 'drizzle-orm';
import {
  LANDING_LIMITS,
  LANDING_SEQ_STEP,
  type LandingKind,
  type SearchLandingRequest,
  type SearchStatCounterRequest,
} from '../../../contract/landing';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/file';
import { landingItem, landingStatCounter } from '../../db/schema/landing';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import { editStamp, updateStamped } from '../../db/edit-stamp';

export type LandingItemRow = typeof landingItem.$inferSelect;
/** The editable columns. */
export type LandingItemValues = Pick<
  LandingItemRow,
  'titleTh' | 'titleEn' | 'bodyTh' | 'bodyEn' | 'imageFileId' | 'linkUrl' | 'publishDate' | 'seq' | 'status'
>;

/** An item with its image's pixel size (never the image bytes). */
const itemView = {
  id: landingItem.id,
  titleTh: landingItem.titleTh,
  titleEn: landingItem.titleEn,
  bodyTh: landingItem.bodyTh,
  bodyEn: landingItem.bodyEn,
  imageFileId: landingItem.imageFileId,
  imageWidth: storedFile.imageWidth,
  imageHeight: storedFile.imageHeight,
  linkUrl: landingItem.linkUrl,
  publishDate: landingItem.publishDate,
  seq: landingItem.seq,
  status: landingItem.status,
  version: landingItem.version,
  lastUpdateDtm: landingItem.lastUpdateDtm,
  lastUpdateBy: landingItem.lastUpdateBy,
};
export interface LandingItemView extends Omit<LandingItemRow, 'kind' | 'createDtm' | 'createBy'> {
  imageWidth: number | null;
  imageHeight: number | null;
}

function selectViews(db: Db) {
  // LEFT JOIN: an item without an image (or pointing to none) still lists.
  return db
    .select(itemView)
    .from(landingItem)
    .leftJoin(storedFile, eq(storedFile.fileId, landingItem.imageFileId));
}

/** The public list: ACTIVE items of one kind, by seq then id (index landing_item_kind_status_seq_idx). */
export function activeItems(db: Db, kind: LandingKind): Promise<LandingItemView[]> {
  return selectViews(db)
    .where(and(eq(landingItem.kind, kind), eq(landingItem.status, 'ACTIVE')))
    .orderBy(asc(landingItem.seq), asc(landingItem.id));
}

export async function searchItems(
  db: Db,
  kind: LandingKind,
  request: SearchLandingRequest,
): Promise<{ rows: LandingItemView[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      seq: landingItem.seq,
      titleTh: landingItem.titleTh,
      titleEn: landingItem.titleEn,
      publishDate: landingItem.publishDate,
      status: landingItem.status,
      lastUpdateDtm: landingItem.lastUpdateDtm,
      id: landingItem.id,
    },
    'seq',
    [landingItem.id],
    [
      eq(landingItem.kind, kind),
      ne(landingItem.status, 'DELETE'),
      request.status ? eq(landingItem.status, request.status) : undefined,
      matchesAny(request.title, landingItem.titleTh, landingItem.titleEn),
    ],
  );
  return searchPage(db, landingItem, plan, selectViews(db).$dynamic());
}

export async function findItemView(db: Db, id: number): Promise<LandingItemView | undefined> {
  const [row] = await selectViews(db).where(eq(landingItem.id, id));
  return row;
}

/** The stored row of this kind, locked until the transaction ends. */
export async function lockItem(db: Db, kind: LandingKind, id: number): Promise<LandingItemRow | undefined> {
  const [row] = await db
    .select()
    .from(landingItem)
    .where(and(eq(landingItem.id, id), eq(landingItem.kind, kind)))
    .for('update');
  return row;
}

export async function insertItem(
  db: Db,
  kind: LandingKind,
  values: LandingItemValues,
  actor: string,
): Promise<LandingItemRow> {
  const [row] = await db
    .insert(landingItem)
    .values({ kind, ...values, createBy: actor, lastUpdateBy: actor })
    .returning();
  return row!;
}

export function updateItem(db: Db, id: number, values: LandingItemValues, actor: string) {
  return updateStamped(db, landingItem, eq(landingItem.id, id), values, actor);
}

/** Where a new item of the kind goes: after the last one (deleted ones included, harmlessly). */
export async function nextSeq(db: Db, kind: LandingKind): Promise<number> {
  const [row] = await db
    .select({ last: max(landingItem.seq) })
    .from(landingItem)
    .where(eq(landingItem.kind, kind));
  return Math.min((row?.last ?? 0) + LANDING_SEQ_STEP, LANDING_LIMITS.seqMax);
}

/** Every item of the kind but the deleted ones, by seq then id, locked until the transaction ends. */
export function lockKindItems(db: Db, kind: LandingKind): Promise<LandingItemRow[]> {
  return db
    .select()
    .from(landingItem)
    .where(and(eq(landingItem.kind, kind), ne(landingItem.status, 'DELETE')))
    .orderBy(asc(landingItem.seq), asc(landingItem.id))
    .for('update');
}

/** The kind's items (but the deleted ones) with their images' sizes, by seq then id. */
export function kindItemViews(db: Db, kind: LandingKind): Promise<LandingItemView[]> {
  return selectViews(db)
    .where(and(eq(landingItem.kind, kind), ne(landingItem.status, 'DELETE')))
    .orderBy(asc(landingItem.seq), asc(landingItem.id));
}

/** A new place for one item: a new version, like any other change of the item. */
export async function updateSeq(db: Db, id: number, seq: number, actor: string): Promise<void> {
  await db
    .update(landingItem)
    .set({ seq, ...editStamp(landingItem.version, actor) })
    .where(eq(landingItem.id, id));
}

const counterView = {
  id: landingStatCounter.id,
  labelTh: landingStatCounter.labelTh,
  labelEn: landingStatCounter.labelEn,
  value: landingStatCounter.value,
};

export async function findStatCounter(db: Db, id: number) {
  const [row] = await db.select(counterView).from(landingStatCounter).where(eq(landingStatCounter.id, id));
  return row;
}

export type StatCounterRow = typeof landingStatCounter.$inferSelect;

/** Every figure with its record stamp, by id (there are a handful). */
export async function searchStatCounters(
  db: Db,
  request: SearchStatCounterRequest,
): Promise<{ rows: StatCounterRow[]; total: number }> {
  const plan = searchPlan(request, { id: landingStatCounter.id }, 'id', [landingStatCounter.id], []);
  return searchPage(db, landingStatCounter, plan, db.select().from(landingStatCounter).$dynamic());
}

export async function lockStatCounter(db: Db, id: number): Promise<StatCounterRow | undefined> {
  const [row] = await db.select().from(landingStatCounter).where(eq(landingStatCounter.id, id)).for('update');
  return row;
}

export function updateStatCounter(
  db: Db,
  id: number,
  values: Pick<StatCounterRow, 'labelTh' | 'labelEn' | 'value'>,
  actor: string,
): Promise<StatCounterRow> {
  return updateStamped(db, landingStatCounter, eq(landingStatCounter.id, id), values, actor);
}
