// Landing page calls of the API contract (shared/design/api-contract.md, "Landing page"), under
// /api/app/landingPageController/. Types and values for the web app (import type) and the
// server; the JSON schemas the routes validate with are in ./landing-schemas.ts.
//
// Extensions of the contract (all optional, so another backend stays compatible):
// - items carry `imageWidth`/`imageHeight` (pixels) when they have an image, so the page can
//   reserve the image's space before it loads (no layout shift);
// - items carry `publishDate` (YYYY-MM-DD), shown by announcements;
// - `createAnnouncement`/`updateAnnouncement` and the four `search<Kind>` calls are spelled out.
import type { SearchRequest } from './envelope';
import type { RecordStamp } from './master-data';

export const LANDING_PREFIX = '/api/app/landingPageController';

/** The four kinds of landing items; every kind has the same fields. */
export const LANDING_KINDS = ['PRODUCT', 'BANNER', 'ABOUT_US', 'ANNOUNCEMENT'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** The call-name part of each kind: list<Name>, search<Name>, create<Name>, update<Name>. */
export const LANDING_CALL_NAMES = {
  PRODUCT: 'Product',
  BANNER: 'Banner',
  ABOUT_US: 'AboutUs',
  ANNOUNCEMENT: 'Announcement',
} as const satisfies Record<LandingKind, string>;

/** DELETE hides an item for good (soft delete): never listed, never found by a search. */
export const LANDING_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETE'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];
export const LANDING_SEARCH_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const LANDING_SORT_BY = [
  'seq',
  'titleTh',
  'titleEn',
  'publishDate',
  'status',
  'lastUpdateDtm',
  'id',
] as const;
export type LandingSortBy = (typeof LANDING_SORT_BY)[number];

/** Limits of the fields (the schemas and the admin forms use the same numbers). */
export const LANDING_LIMITS = { title: 200, body: 4000, linkUrl: 500, seqMax: 99999 } as const;

/**
 * One banner, product, about-us section or announcement. Optional fields are absent (not null)
 * when empty. Public lists return the ACTIVE items of a kind, by seq (then id).
 */
export interface LandingItem {
  id: number;
  titleTh: string;
  titleEn: string;
  bodyTh?: string;
  bodyEn?: string;
  /** Show with fileDownloadUrl(imageFileId) from ./file (public, cached for a year). */
  imageFileId?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** https://… (opens in a new tab) or a path of this site starting with one "/". */
  linkUrl?: string;
  /** YYYY-MM-DD (Gregorian). */
  publishDate?: string;
  seq: number;
  status: LandingStatus;
}

/** What the ADMIN calls return: the item with its record stamp (api-contract.md, Records). */
export interface LandingItemRecord extends LandingItem, RecordStamp {}

/** Body of the public list calls. */
export type ListLandingRequest = Record<string, never>;

/** Body of create<Kind>. */
export interface CreateLandingItemRequest {
  titleTh: string;
  titleEn: string;
  bodyTh?: string;
  bodyEn?: string;
  /** A file from fileController/upload (purpose LANDING_IMAGE). */
  imageFileId?: string;
  linkUrl?: string;
  publishDate?: string;
  seq: number;
  /** ACTIVE or INACTIVE. */
  status: Exclude<LandingStatus, 'DELETE'>;
}

/**
 * Body of update<Kind>: the item's `id` and the `version` it read. Optional fields: absent keeps
 * the stored value, null clears it. Status DELETE removes the item (soft delete).
 */
export interface UpdateLandingItemRequest {
  id: number;
  version: number;
  titleTh: string;
  titleEn: string;
  bodyTh?: string | null;
  bodyEn?: string | null;
  imageFileId?: string | null;
  linkUrl?: string | null;
  publishDate?: string | null;
  seq: number;
  status: LandingStatus;
}

/** Body of search<Kind> (ADMIN): every status but DELETE. */
export interface SearchLandingRequest extends SearchRequest {
  /** Substring of the Thai or the English title. */
  title?: string;
  status?: (typeof LANDING_SEARCH_STATUSES)[number];
  sortBy?: LandingSortBy;
}

/** getStatCounterById: the figures of the landing page (1 events, 2 runners, 3 documents …). */
export interface StatCounterRequest {
  id: number;
}
export interface StatCounter {
  id: number;
  labelTh: string;
  labelEn: string;
  value: number;
}

/** Ids of the seeded counters. */
export const STAT_COUNTER_IDS = { eventsHosted: 1, runnersRegistered: 2, documentsDelivered: 3 } as const;

/**
 * Everything the landing page shows, in one object. The server writes it into the public
 * index.html it serves for `/` as `<script type="application/json" id="landing-data">` (data,
 * never executed, so the CSP stays without inline scripts), so the first paint needs no API
 * call; a page without it (vite dev/preview) makes the public list calls instead. A list the
 * server could not read is absent, and the page treats it as a failed call.
 */
export interface LandingPageData {
  banners?: LandingItem[];
  products?: LandingItem[];
  aboutUs?: LandingItem[];
  announcements?: LandingItem[];
  statCounters?: StatCounter[];
}
export const LANDING_DATA_ELEMENT_ID = 'landing-data';
