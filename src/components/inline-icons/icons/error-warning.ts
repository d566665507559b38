import { createInlineIcon } from '../inline-icon';

/** ri:error-warning-line (Remix Icon, Apache-2.0) */
export const ErrorWarningIcon = /* @__PURE__ */ createInlineIcon(
  'M12 22C6.477 22 2 17.523 2 12S6.477 2 12 2s10 4.477 10 10s-4.477 10-10 10m0-2a8 8 0 1 0 0-16a8 8 0 0 0 0 16m-1-5h2v2h-2zm0-8h2v6h-2z',
);
