import { createInlineIcon } from '../inline-icon';

/** ri:flag-line (Remix Icon, Apache-2.0) */
export const FlagIcon = /* @__PURE__ */ createInlineIcon(
  'M12.382 3a1 1 0 0 1 .894.553L14 5h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-6.382a1 1 0 0 1-.894-.553L12 16H5v6H3V3zm-.618 2H5v9h8.236l1 2H19V7h-6.236z',
);
