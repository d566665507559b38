import { createInlineIcon } from '../inline-icon';

/** ri:moon-line (Remix Icon, Apache-2.0) */
export const MoonIcon = /* @__PURE__ */ createInlineIcon(
  'M10 7a7 7 0 0 0 12 4.9v.1c0 5.523-4.477 10-10 10S2 17.523 2 12S6.477 2 12 2h.1A6.98 6.98 0 0 0 10 7m-6 5a8 8 0 0 0 15.062 3.762A9 9 0 0 1 8.238 4.938A8 8 0 0 0 4 12',
);
