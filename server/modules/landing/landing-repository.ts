// All SQL of the landing page.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { LandingKind, SearchLandingRequest } from '../../../contract/landing';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/file';
import { landingItem, landingStatCounter } from '../../db/schema/landing';
import { matchesAny, searchPlan } from '../../db/search-sql';

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
  const [totalRow] = await db.select({ total: count() }).from(landingItem).where(plan.where);
  const rows = await selectViews(db)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.size)
    .offset(plan.offset);
  return { rows, total: totalRow?.total ?? 0 };
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

export async function updateItem(
  db: Db,
  id: number,
  values: LandingItemValues,
  actor: string,
): Promise<LandingItemRow> {
  const [row] = await db
    .update(landingItem)
    .set({
      ...values,
      version: sql`${landingItem.version} + 1`,
      lastUpdateDtm: sql`now()`,
      lastUpdateBy: actor,
    })
    .where(eq(landingItem.id, id))
    .returning();
  return row!;
}

export async function findStatCounter(db: Db, id: number) {
  const [row] = await db
    .select({
      id: landingStatCounter.id,
      labelTh: landingStatCounter.labelTh,
      labelEn: landingStatCounter.labelEn,
      value: landingStatCounter.value,
    })
    .from(landingStatCounter)
    .where(eq(landingStatCounter.id, id));
  return row;
}
