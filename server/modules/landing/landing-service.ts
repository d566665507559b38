// Rules of the landing page: public lists (cached), ADMIN search, create and update.
import type {
  CreateLandingItemRequest,
  LandingItem,
  LandingItemRecord,
  LandingKind,
  SearchLandingRequest,
  StatCounter,
  UpdateLandingItemRequest,
} from '../../../contract/landing';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { ok, pagingOf, searchResult } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { toApiTime } from '../../http/time';
import { TtlCache } from '../../http/ttl-cache';
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
    version: row.version,
    lastUpdateDtm: toApiTime(row.lastUpdateDtm),
    lastUpdateBy: row.lastUpdateBy,
  };
}

/** Trimmed text; blank means "none". */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Update semantics of optional fields: absent keeps the stored value, null (or blank) clears it. */
function keepOrSet(value: string | null | undefined, stored: string | null): string | null {
  return value === undefined ? stored : textOrNull(value);
}

/**
 * Why a cache: every visitor's first screen asks for the four lists and the counters, while
 * the content changes a few times a month. Answers are kept serialised in this process and
 * cleared by every write here; other processes sharing the database see a write within the TTL
 * (server/http/ttl-cache.ts, 10 s) — acceptable for marketing content.
 */
export function createLandingService(deps: Pick<AppDeps, 'db' | 'mailer' | 'files' | 'jobs'>) {
  const db = deps.db;
  const answers = new TtlCache<string>();

  async function assertLandingImage(tx: Db, ctx: ServiceContext, fileId: string | null): Promise<void> {
    if (fileId === null || (await deps.files.info(fileId, tx))?.purpose === 'LANDING_IMAGE') return;
    throw validationFailed([{ key: 'imageFileId', description: say(ctx, landingText.imageMissing) }]);
  }

  async function viewOf(tx: Db, id: number): Promise<repo.LandingItemView> {
    const view = await repo.findItemView(tx, id);
    if (!view) throw notFound();
    return view;
  }

  return {
    /** Serialised `ok([...])` of the active items of a kind, by seq. */
    list(kind: LandingKind): Promise<string> {
      return answers.get(`list:${kind}`, async () =>
        JSON.stringify(ok((await repo.activeItems(db, kind)).map(toItem))),
      );
    },

    /** Serialised `ok(counter)`; 404 for an unknown id (a failed load is not cached). */
    statCounter(id: number): Promise<string> {
      return answers.get(`stat:${id}`, async () => {
        const row = await repo.findStatCounter(db, id);
        if (!row) throw notFound();
        const counter: StatCounter = row;
        return JSON.stringify(ok(counter));
      });
    },

    async search(kind: LandingKind, body: SearchLandingRequest): Promise<SearchBody<LandingItemRecord>> {
      const { rows, total } = await repo.searchItems(db, kind, body);
      const { page, size } = pagingOf(body);
      return searchResult(rows.map(toRecord), page, size, total);
    },

    async create(
      ctx: ServiceContext,
      kind: LandingKind,
      body: CreateLandingItemRequest,
    ): Promise<LandingItemRecord> {
      const values: repo.LandingItemValues = {
        titleTh: body.titleTh.trim(),
        titleEn: body.titleEn.trim(),
        bodyTh: textOrNull(body.bodyTh),
        bodyEn: textOrNull(body.bodyEn),
        imageFileId: body.imageFileId ?? null,
        linkUrl: body.linkUrl ?? null,
        publishDate: body.publishDate ?? null,
        seq: body.seq,
        status: body.status,
      };
      const saved = await runCommand(deps, ctx, async ({ tx, audit, afterCommit }) => {
        afterCommit(() => answers.clear());
        await assertLandingImage(tx, ctx, values.imageFileId);
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
      const saved = await runCommand(deps, ctx, async ({ tx, audit, assertVersion, afterCommit }) => {
        afterCommit(() => answers.clear());
        const current = await repo.lockItem(tx, kind, body.id);
        if (!current || current.status === 'DELETE') throw notFound();
        assertVersion(current.version, body.version);
        const values: repo.LandingItemValues = {
          titleTh: body.titleTh.trim(),
          titleEn: body.titleEn.trim(),
          bodyTh: keepOrSet(body.bodyTh, current.bodyTh),
          bodyEn: keepOrSet(body.bodyEn, current.bodyEn),
          imageFileId: body.imageFileId === undefined ? current.imageFileId : body.imageFileId,
          linkUrl: body.linkUrl === undefined ? current.linkUrl : body.linkUrl,
          publishDate: body.publishDate === undefined ? current.publishDate : body.publishDate,
          seq: body.seq,
          status: body.status,
        };
        if (values.imageFileId !== current.imageFileId) await assertLandingImage(tx, ctx, values.imageFileId);
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
  };
}

export type LandingService = ReturnType<typeof createLandingService>;

const services = new WeakMap<Db, LandingService>();

/**
 * The one landing service of a database in this process: the API routes and the public page
 * (server/plugins/public-html.ts inlines the lists) share its cache, so a write clears both.
 */
export function landingServiceFor(deps: Pick<AppDeps, 'db' | 'mailer' | 'files' | 'jobs'>): LandingService {
  let service = services.get(deps.db);
  if (!service) {
    service = createLandingService(deps);
    services.set(deps.db, service);
  }
  return service;
}
