import { createInlineIcon } from '../inline-icon';

/** ri:compass-3-line (Remix Icon, Apache-2.0) */
export const CompassIcon = /* @__PURE__ */ createInlineIcon(
  'M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10s-4.477 10-10 10m0-2a8 8 0 1 0 0-16a8 8 0 0 0 0 16m4.5-12.5L14 14l-6.5 2.5L10 10zM12 13a1 1 0 1 0 0-2a1 1 0 0 0 0 2',
);
