import { createInlineIcon } from '../inline-icon';

/** ri:arrow-right-s-line (Remix Icon, Apache-2.0) */
export const ArrowRightSIcon = /* @__PURE__ */ createInlineIcon(
  'm13.172 12l-4.95-4.95l1.414-1.413L16 12l-6.364 6.364l-1.414-1.415z',
);
