import { createInlineIcon } from '../inline-icon';

/** ri:checkbox-circle-line (Remix Icon, Apache-2.0) */
export const CheckboxCircleIcon = /* @__PURE__ */ createInlineIcon(
  'M4 12a8 8 0 1 1 16 0a8 8 0 0 1-16 0m8-10C6.477 2 2 6.477 2 12s4.477 10 10 10s10-4.477 10-10S17.523 2 12 2m5.457 7.457l-1.414-1.414L11 13.086l-2.793-2.793l-1.414 1.414L11 15.914z',
);
