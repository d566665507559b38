import { LANDING_IMAGE_SIZES, type LandingKind } from 'contract/landing';

/** The four lists of the screen, in the landing page's order, with what differs between them. */
export interface KindSettings {
  kind: LandingKind;
  /** Its texts in landing-admin.json (`kinds.<key>`) and its tab in the URL. */
  key: 'banners' | 'products' | 'aboutUs' | 'announcements';
  /** The size the page shows its picture at (the crop's output), or null: no picture shown. */
  image: { width: number; height: number } | null;
  /**
   * The byte budget of a picture (docs/landing-content.md, "Images and sizes"): the crop lowers
   * the WebP quality step by step until it fits, or keeps the smallest.
   */
  imageBudgetBytes: number;
  /** Announcements show a date. */
  hasPublishDate: boolean;
}

export const KIND_SETTINGS = {
  BANNER: {
    kind: 'BANNER',
    key: 'banners',
    image: LANDING_IMAGE_SIZES.BANNER,
    imageBudgetBytes: 80 * 1024,
    hasPublishDate: false,
  },
  PRODUCT: {
    kind: 'PRODUCT',
    key: 'products',
    image: LANDING_IMAGE_SIZES.PRODUCT,
    imageBudgetBytes: 40 * 1024,
    hasPublishDate: false,
  },
  ABOUT_US: {
    kind: 'ABOUT_US',
    key: 'aboutUs',
    image: LANDING_IMAGE_SIZES.ABOUT_US,
    imageBudgetBytes: 40 * 1024,
    hasPublishDate: false,
  },
  ANNOUNCEMENT: {
    kind: 'ANNOUNCEMENT',
    key: 'announcements',
    image: null,
    imageBudgetBytes: 0,
    hasPublishDate: true,
  },
} as const satisfies Record<LandingKind, KindSettings>;

/** The lists in the landing page's order. */
export const KINDS: readonly KindSettings[] = [
  KIND_SETTINGS.BANNER,
  KIND_SETTINGS.PRODUCT,
  KIND_SETTINGS.ABOUT_US,
  KIND_SETTINGS.ANNOUNCEMENT,
];
