import { PAGE_SIZE_MAX } from 'contract/envelope';
import { FILE_PREFIX, UPLOAD_FIELD, type UploadedFile } from 'contract/file';
import {
  LANDING_CALL_NAMES,
  LANDING_PREFIX as PREFIX,
  type CreateLandingItemRequest,
  type LandingItemRecord,
  type LandingKind,
  type ReorderLandingRequest,
  type StatCounterRecord,
  type UpdateLandingItemRequest,
  type UpdateStatCounterRequest,
} from 'contract/landing';
import {
  apiPost,
  apiSearch,
  apiUpload,
  type ApiRequestOptions,
  type UploadOptions,
} from 'src/lib/api-client';

/** Query keys of the landing-page screen: one list per kind, and the figures. */
export const landingAdminKeys = {
  all: ['landing-admin'] as const,
  items: (kind: LandingKind) => ['landing-admin', 'items', kind] as const,
  counters: ['landing-admin', 'counters'] as const,
};

const callOf = (verb: 'search' | 'create' | 'update' | 'reorder', kind: LandingKind) =>
  `${PREFIX}/${verb}${LANDING_CALL_NAMES[kind]}`;

/**
 * Every item of a kind but the deleted ones, by seq: the whole list, because a reorder names
 * every item (a kind has a handful; more than one page is read only if there ever are more).
 */
export async function searchAllItems(
  kind: LandingKind,
  options?: ApiRequestOptions,
): Promise<LandingItemRecord[]> {
  const items: LandingItemRecord[] = [];
  for (let page = 1; ; page += 1) {
    const body = await apiSearch<LandingItemRecord>(
      callOf('search', kind),
      { page, size: PAGE_SIZE_MAX, sortBy: 'seq', sortDir: 'asc' },
      options,
    );
    items.push(...body.data);
    if (page >= body.paging.totalPages) return items;
  }
}

export function createItem(kind: LandingKind, body: CreateLandingItemRequest): Promise<LandingItemRecord> {
  return apiPost<LandingItemRecord>(callOf('create', kind), body);
}

export function updateItem(kind: LandingKind, body: UpdateLandingItemRequest): Promise<LandingItemRecord> {
  return apiPost<LandingItemRecord>(callOf('update', kind), body);
}

/** The kind's whole new order; the answer is the items in it, with their new versions. */
export function reorderItems(kind: LandingKind, body: ReorderLandingRequest): Promise<LandingItemRecord[]> {
  return apiPost<LandingItemRecord[]>(callOf('reorder', kind), body);
}

export async function searchStatCounters(options?: ApiRequestOptions): Promise<StatCounterRecord[]> {
  return (await apiSearch<StatCounterRecord>(`${PREFIX}/searchStatCounter`, { size: PAGE_SIZE_MAX }, options))
    .data;
}

export function updateStatCounter(body: UpdateStatCounterRequest): Promise<StatCounterRecord> {
  return apiPost<StatCounterRecord>(`${PREFIX}/updateStatCounter`, body);
}

/** One picture (the cropped WebP or JPEG), as fileController/upload takes it. */
export function uploadImage(picture: Blob, fileName: string, options?: UploadOptions): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, picture, fileName);
  return apiUpload<UploadedFile>(`${FILE_PREFIX}/upload`, form, options);
}
