import { createInlineIcon } from '../inline-icon';

/** ri:close-line (Remix Icon, Apache-2.0) */
export const CloseIcon = /* @__PURE__ */ createInlineIcon(
  'm12 10.587l4.95-4.95l1.414 1.414l-4.95 4.95l4.95 4.95l-1.415 1.414l-4.95-4.95l-4.949 4.95l-1.414-1.415l4.95-4.95l-4.95-4.95L7.05 5.638z',
);
