import { createInlineIcon } from '../inline-icon';

/** ri:arrow-down-s-line (Remix Icon, Apache-2.0) */
export const ArrowDownSIcon = /* @__PURE__ */ createInlineIcon(
  'm12 13.171l4.95-4.95l1.414 1.415L12 16L5.636 9.636L7.05 8.222z',
);
