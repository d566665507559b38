// Landing page calls of the API contract (docs/api-contract.md, "Landing page"), under
// /api/app/landingPageController/. Types and values for the web app (import type) and the
// server; the JSON schemas the routes validate with are in ./landing-schemas.ts.
//
// Extensions of the contract (all optional, so another backend stays compatible):
// - items carry `imageWidth`/`imageHeight` (pixels) when they have an image, so the page can
//   reserve the image's space before it loads (no layout shift);
// - items carry `publishDate` (YYYY-MM-DD), shown by announcements;
// - `createAnnouncement`/`updateAnnouncement` and the four `search<Kind>` calls are spelled out;
// - `seq` may be left out of create<Kind> (after the last item) and update<Kind> (kept);
// - `reorder<Kind>` saves a kind's whole order at once (ADMIN);
// - `searchStatCounter` and `updateStatCounter` edit the figures (ADMIN);
// - a new picture must have the aspect ratio its kind is shown at (LANDING_IMAGE_SIZES).
import type { landingSchemas } from './landing-schemas';
import type { LANDING_KINDS, LANDING_SORT_BY, LANDING_STATUSES } from './landing-constants';
import type { BodyOf, DataOf, RowOf } from './schema-kit';

export * from './landing-constants';

export type LandingKind = (typeof LANDING_KINDS)[number];
export type LandingStatus = (typeof LANDING_STATUSES)[number];
export type LandingSortBy = (typeof LANDING_SORT_BY)[number];

type Calls = typeof landingSchemas;

/**
 * One banner, product, about-us section or announcement. Optional fields are absent (not null)
 * when empty. Public lists return the ACTIVE items of a kind, by seq (then id). imageFileId:
 * show with fileDownloadUrl(imageFileId) from ./file (public, cached for a year); linkUrl:
 * https://… (opens in a new tab) or a path of this site starting with one "/"; publishDate:
 * YYYY-MM-DD (Gregorian).
 */
export type LandingItem = RowOf<Calls['list']>;
/** What the ADMIN calls return: the item with its record stamp (api-contract.md, Records). */
export type LandingItemRecord = DataOf<Calls['update']>;
/** Body of the public list calls. */
export type ListLandingRequest = BodyOf<Calls['list']>;
/** Body of create<Kind>: imageFileId is a file from fileController/upload (LANDING_IMAGE). */
export type CreateLandingItemRequest = BodyOf<Calls['create']>;
/**
 * Body of update<Kind>: the item's `id` and the `version` it read. Optional fields: absent keeps
 * the stored value, null clears it. Status DELETE removes the item (soft delete).
 */
export type UpdateLandingItemRequest = BodyOf<Calls['update']>;
/** Body of search<Kind> (ADMIN): every status but DELETE; title: substring of either title. */
export type SearchLandingRequest = BodyOf<Calls['search']>;
/**
 * Body of reorder<Kind> (ADMIN): every item of the kind but the deleted ones, in the new order,
 * each with the version read. The items get seq 10, 20, 30 … in one transaction; a version that
 * changed, or an item added or deleted meanwhile, answers 409 STALE_RECORD and changes nothing.
 * The answer is the kind's items in their new order, with their new versions.
 */
export type ReorderLandingRequest = BodyOf<Calls['reorder']>;
/** getStatCounterById: the figures of the landing page (1 events, 2 runners, 3 documents …). */
export type StatCounterRequest = BodyOf<Calls['getStatCounterById']>;
export type StatCounter = DataOf<Calls['getStatCounterById']>;
/** A figure with its record stamp (searchStatCounter, updateStatCounter; ADMIN). */
export type StatCounterRecord = DataOf<Calls['updateStatCounter']>;
/** Body of searchStatCounter (ADMIN): paging and sort only (by id). */
export type SearchStatCounterRequest = BodyOf<Calls['searchStatCounter']>;
/** Body of updateStatCounter (ADMIN): the labels and the value, with the version read. */
export type UpdateStatCounterRequest = BodyOf<Calls['updateStatCounter']>;

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
