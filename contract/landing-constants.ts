// Values of the landing-page calls (./landing.ts re-exports them; ./landing-schemas.ts builds the
// schemas with them).

export const LANDING_PREFIX = '/api/app/landingPageController';

/** The four kinds of landing items; every kind has the same fields. */
export const LANDING_KINDS = ['PRODUCT', 'BANNER', 'ABOUT_US', 'ANNOUNCEMENT'] as const;

/** The call-name part of each kind: list<Name>, search<Name>, create<Name>, update<Name>, reorder<Name>. */
export const LANDING_CALL_NAMES = {
  PRODUCT: 'Product',
  BANNER: 'Banner',
  ABOUT_US: 'AboutUs',
  ANNOUNCEMENT: 'Announcement',
} as const satisfies Record<(typeof LANDING_KINDS)[number], string>;

/** DELETE hides an item for good (soft delete): never listed, never found by a search. */
export const LANDING_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETE'] as const;
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

/** Limits of the fields (the schemas and the admin forms use the same numbers). */
export const LANDING_LIMITS = {
  title: 200,
  body: 4000,
  linkUrl: 500,
  seqMax: 99999,
  /** reorder<Kind>: at most this many items in one order. */
  reorderMax: 500,
  counterLabel: 100,
  /** A figure's value: a whole number 0 … 999,999,999,999. */
  counterValueMax: 999_999_999_999,
} as const;

/** The gap between two seq values that reorder<Kind> and a create without seq leave. */
export const LANDING_SEQ_STEP = 10;

/**
 * The size (px) at which the landing page shows a kind's picture, and so the aspect ratio a new
 * picture must have (the admin screen crops to it; create/update refuse another ratio, ±1 %).
 * Announcements show no picture: null.
 */
export const LANDING_IMAGE_SIZES = {
  BANNER: { width: 1600, height: 700 },
  PRODUCT: { width: 800, height: 500 },
  ABOUT_US: { width: 800, height: 500 },
  ANNOUNCEMENT: null,
} as const satisfies Record<(typeof LANDING_KINDS)[number], { width: number; height: number } | null>;

/** How far (relative) an uploaded picture's ratio may be from its kind's: rounding of the crop. */
export const LANDING_IMAGE_RATIO_TOLERANCE = 0.01;

/** The sortBy of searchStatCounter. */
export const STAT_COUNTER_SORT_BY = ['id'] as const;

/** Ids of the seeded counters. */
export const STAT_COUNTER_IDS = { eventsHosted: 1, runnersRegistered: 2, documentsDelivered: 3 } as const;

/** The id of the element that carries LandingPageData in the public index.html. */
export const LANDING_DATA_ELEMENT_ID = 'landing-data';
