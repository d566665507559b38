import { createInlineIcon } from '../inline-icon';

/** ri:time-line (Remix Icon, Apache-2.0) */
export const TimeIcon = /* @__PURE__ */ createInlineIcon(
  'M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10s-4.477 10-10 10m0-2a8 8 0 1 0 0-16a8 8 0 0 0 0 16m1-8h4v2h-6V7h2z',
);
