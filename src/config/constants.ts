// Business constants and limits of spec §9, in one place.

export const PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_MB = 5;

/** Default range of every date picker (spec §9); dates are Gregorian `YYYY-MM-DD`. */
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';

export const STORAGE_KEYS = {
  settings: 'settings',
  adminSession: 'admin-session',
  customerSession: 'customer-session',
  language: 'i18nextLng',
} as const;

export const TOAST = {
  maxSnack: 5,
  autoHideDuration: 3000,
  // In the header's band, centred: never over the page's own buttons (below the header, at the
  // right) nor a dialog's title (dialogs start below the band: TOAST_BAND).
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  defaultVariant: 'success',
} as const;

/** The top band toasts live in (px): a dialog keeps its title below it. */
export const TOAST_BAND = 64;

export const LAYOUT = {
  headerMobile: 64,
  headerDesktop: 80,
  headerDesktopOffset: 80,
  /** Scroll distance after which the header turns "offset" (taller, blurred). */
  offsetTrigger: 80,
  navVertical: 280,
  navMini: 88,
  mobileDrawer: 240,
  logoLg: 150,
  logoSm: 140,
} as const;

export const SCROLLBAR = { minSize: 25, stopScrollDelayMs: 175 } as const;
