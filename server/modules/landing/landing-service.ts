// Rules of the landing page: public lists (cached), ADMIN search, create, update and reorder of
// the items, and the figures (stat counters).
import {
  LANDING_IMAGE_RATIO_TOLERANCE,
  LANDING_IMAGE_SIZES,
  LANDING_SEQ_STEP,
  type CreateLandingItemRequest,
  type LandingItem,
  type LandingItemRecord,
  type LandingKind,
  type ReorderLandingRequest,
  type SearchLandingRequest,
  type SearchStatCounterRequest,
  type StatCounter,
  type StatCounterRecord,
  type UpdateLandingItemRequest,
  type UpdateStatCounterRequest,
} from '../../../contract/landing';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand, staleRecord } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { ok, searchAnswer } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { editStampOf } from '../../http/time';
import { CACHES, Cache } from '../../cache/caches';
import * as repo from './landing-repository';
import { landingText } from './messages';

/** The public item: optional fields are left out when empty (contract: `bodyTh?` …). */
function toItem(row: repo.LandingItemView): LandingItem {
  return {
    id: row.id,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    ...(row.bodyTh !== null ? { bodyTh: row.bodyTh } : {}),
    ...(row.bodyEn !== null ? { bodyEn: row.bodyEn } : {}),
    ...(row.imageFileId !== null ? { imageFileId: row.imageFileId } : {}),
    ...(row.imageWidth !== null ? { imageWidth: row.imageWidth } : {}),
    ...(row.imageHeight !== null ? { imageHeight: row.imageHeight } : {}),
    ...(row.linkUrl !== null ? { linkUrl: row.linkUrl } : {}),
    ...(row.publishDate !== null ? { publishDate: row.publishDate } : {}),
    seq: row.seq,
    status: row.status,
  };
}

function toRecord(row: repo.LandingItemView): LandingItemRecord {
  return {
    ...toItem(row),
    ...editStampOf(row),
  };
}

function toCounterRecord(row: repo.StatCounterRow): StatCounterRecord {
  return {
    id: row.id,
    labelTh: row.labelTh,
    labelEn: row.labelEn,
    value: row.value,
    ...editStampOf(row),
  };
}

/** The picture has the shape its kind is shown at, give or take the rounding of a crop. */
function hasShapeOf(
  size: { width: number; height: number },
  width: number | null,
  height: number | null,
): boolean {
  if (!width || !height) return false;
  const wanted = size.width / size.height;
  return Math.abs(width / height - wanted) / wanted <= LANDING_IMAGE_RATIO_TOLERANCE;
}

/** Optional text fields: absent keeps the stored value, null (or blank) clears it; text is trimmed. */
function keepOrSet(value: string | null | undefined, stored: string | null): string | null {
  return value === undefined ? stored : value?.trim() || null;
}

type StoredOptions = Omit<repo.LandingItemValues, 'titleTh' | 'titleEn' | 'status'>;
/** What a new item has before its body sets it (its seq aside). */
const NOTHING_STORED = { bodyTh: null, bodyEn: null, imageFileId: null, linkUrl: null, publishDate: null };

/** An item's values from a create or update body: optional fields absent keep `stored` ones. */
function valuesOf(
  body: CreateLandingItemRequest | UpdateLandingItemRequest,
  stored: StoredOptions,
): repo.LandingItemValues {
  return {
    titleTh: body.titleTh.trim(),
    titleEn: body.titleEn.trim(),
    bodyTh: keepOrSet(body.bodyTh, stored.bodyTh),
    bodyEn: keepOrSet(body.bodyEn, stored.bodyEn),
    imageFileId: body.imageFileId === undefined ? stored.imageFileId : body.imageFileId,
    linkUrl: body.linkUrl === undefined ? stored.linkUrl : body.linkUrl,
    publishDate: body.publishDate === undefined ? stored.publishDate : body.publishDate,
    seq: body.seq ?? stored.seq,
    status: body.status,
  };
}

/**
 * Why a cache: every visitor's first screen asks for the four lists and the counters, while
 * the content changes a few times a month. Answers are kept serialised in this process and
 * cleared by every committed write, here and in every other process sharing the database
 * (server/db/change-feed.ts, topic `landing`).
 */
export function createLandingService(deps: Pick<AppDeps, 'db' | 'mailer' | 'files' | 'jobs' | 'changes'>) {
  const db = deps.db;
  const answers = new Cache<Promise<string>>(CACHES.landing);
  const changeListeners = new Set<() => void>();

  /** After a write commits: this cache and whatever is built from it (the public pages' HTML). */
  deps.changes.on('landing', () => {
    answers.clear();
    for (const listener of changeListeners) listener();
  });

  async function assertLandingImage(
    tx: Db,
    ctx: ServiceContext,
    kind: LandingKind,
    fileId: string | null,
  ): Promise<void> {
    if (fileId === null) return;
    const file = await deps.files.info(fileId, tx);
    if (file?.purpose !== 'LANDING_IMAGE') {
      throw validationFailed([{ key: 'imageFileId', description: say(ctx, landingText.imageMissing) }]);
    }
    const size = LANDING_IMAGE_SIZES[kind];
    if (size && !hasShapeOf(size, file.imageWidth, file.imageHeight)) {
      throw validationFailed([
        { key: 'imageFileId', description: say(ctx, landingText.imageRatio(size.width, size.height)) },
      ]);
    }
  }

  async function viewOf(tx: Db, id: number): Promise<repo.LandingItemView> {
    const view = await repo.findItemView(tx, id);
    if (!view) throw notFound();
    return view;
  }

  return {
    /**
     * Runs `listener` after every committed write of the landing content (the public page
     * renderer empties its HTML cache). Returns the unsubscribe.
     */
    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** Serialised `ok([...])` of the active items of a kind, by seq. */
    list(kind: LandingKind): Promise<string> {
      return answers.keep(`list:${kind}`, async () =>
        JSON.stringify(ok((await repo.activeItems(db, kind)).map(toItem))),
      );
    },

    /** Serialised `ok(counter)`; 404 for an unknown id (a failed load is not cached). */
    statCounter(id: number): Promise<string> {
      return answers.keep(`stat:${id}`, async () => {
        const row = await repo.findStatCounter(db, id);
        if (!row) throw notFound();
        const counter: StatCounter = row;
        return JSON.stringify(ok(counter));
      });
    },

    async search(kind: LandingKind, body: SearchLandingRequest): Promise<SearchBody<LandingItemRecord>> {
      return searchAnswer(body, await repo.searchItems(db, kind, body), toRecord);
    },

    async create(
      ctx: ServiceContext,
      kind: LandingKind,
      body: CreateLandingItemRequest,
    ): Promise<LandingItemRecord> {
      const saved = await runCommand(deps, ctx, async ({ tx, audit, announce }) => {
        announce('landing');
        const values = valuesOf(body, {
          ...NOTHING_STORED,
          seq: body.seq ?? (await repo.nextSeq(tx, kind)),
        });
        await assertLandingImage(tx, ctx, kind, values.imageFileId);
        const row = await repo.insertItem(tx, kind, values, ctx.actor);
        await audit({ action: 'CREATE', entity: 'landing_item', entityId: String(row.id), after: row });
        return viewOf(tx, row.id);
      });
      return toRecord(saved);
    },

    /** Stale `version` → 409 STALE_RECORD; unknown id, another kind's id or a deleted item → 404. */
    async update(
      ctx: ServiceContext,
      kind: LandingKind,
      body: UpdateLandingItemRequest,
    ): Promise<LandingItemRecord> {
      const saved = await runCommand(deps, ctx, async ({ tx, audit, assertVersion, announce }) => {
        announce('landing');
        const current = await repo.lockItem(tx, kind, body.id);
        if (!current || current.status === 'DELETE') throw notFound();
        assertVersion(current.version, body.version);
        const values = valuesOf(body, current);
        if (values.imageFileId !== current.imageFileId) {
          await assertLandingImage(tx, ctx, kind, values.imageFileId);
        }
        const row = await repo.updateItem(tx, current.id, values, ctx.actor);
        await audit({
          action: row.status === 'DELETE' ? 'DELETE' : 'UPDATE',
          entity: 'landing_item',
          entityId: String(row.id),
          before: current,
          after: row,
        });
        return viewOf(tx, row.id);
      });
      return toRecord(saved);
    },

    /**
     * A kind's new order, all or nothing: the body names every item of the kind that is not
     * deleted, each with the version read. They get seq 10, 20, 30 …; only the items whose seq
     * changes get a new version. Another version, or an item added or deleted meanwhile (the
     * caller's list is then out of date) → 409 STALE_RECORD. One audit row for the whole order.
     */
    async reorder(
      ctx: ServiceContext,
      kind: LandingKind,
      body: ReorderLandingRequest,
    ): Promise<LandingItemRecord[]> {
      const ids = body.items.map((item) => item.id);
      if (new Set(ids).size !== ids.length) {
        throw validationFailed([{ key: 'items', description: say(ctx, landingText.reorderDuplicate) }]);
      }
      const saved = await runCommand(deps, ctx, async ({ tx, audit, assertVersion, announce }) => {
        announce('landing');
        const current = await repo.lockKindItems(tx, kind);
        const stored = new Map(current.map((row) => [row.id, row]));
        if (current.length !== ids.length || ids.some((id) => !stored.has(id))) throw staleRecord(ctx);
        for (const item of body.items) assertVersion(stored.get(item.id)!.version, item.version);
        const order = ids.map((id, index) => ({ id, seq: (index + 1) * LANDING_SEQ_STEP }));
        const moved = order.filter(({ id, seq }) => stored.get(id)!.seq !== seq);
        for (const { id, seq } of moved) await repo.updateSeq(tx, id, seq, ctx.actor);
        if (moved.length > 0) {
          await audit({
            action: 'REORDER',
            entity: 'landing_item',
            entityId: kind,
            before: current.map(({ id, seq }) => ({ id, seq })),
            after: order,
          });
        }
        return repo.kindItemViews(tx, kind);
      });
      return saved.map(toRecord);
    },

    async searchStatCounters(body: SearchStatCounterRequest): Promise<SearchBody<StatCounterRecord>> {
      return searchAnswer(body, await repo.searchStatCounters(db, body), toCounterRecord);
    },

    /** A figure's labels and value. Stale `version` → 409 STALE_RECORD; unknown id → 404. */
    async updateStatCounter(ctx: ServiceContext, body: UpdateStatCounterRequest): Promise<StatCounterRecord> {
      const saved = await runCommand(deps, ctx, async ({ tx, audit, assertVersion, announce }) => {
        announce('landing');
        const current = await repo.lockStatCounter(tx, body.id);
        if (!current) throw notFound();
        assertVersion(current.version, body.version);
        const row = await repo.updateStatCounter(
          tx,
          current.id,
          { labelTh: body.labelTh.trim(), labelEn: body.labelEn.trim(), value: body.value },
          ctx.actor,
        );
        await audit({
          action: 'UPDATE',
          entity: 'landing_stat_counter',
          entityId: String(row.id),
          before: current,
          after: row,
        });
        return row;
      });
      return toCounterRecord(saved);
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;

const services = new WeakMap<Db, LandingService>();

/**
 * The one landing service of a database in this process: the API routes and the public page
 * (server/plugins/public-html.ts inlines the lists) share its cache, so a write clears both.
 */
export function landingServiceFor(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'files' | 'jobs' | 'changes'>,
): LandingService {
  let service = services.get(deps.db);
  if (!service) {
    service = createLandingService(deps);
    services.set(deps.db, service);
  }
  return service;
}
