import { createInlineIcon } from '../inline-icon';

/** ri:home-4-line (Remix Icon, Apache-2.0) */
export const HomeIcon = /* @__PURE__ */ createInlineIcon(
  'M19 21H5a1 1 0 0 1-1-1v-9H1l10.327-9.388a1 1 0 0 1 1.346 0L23 11h-3v9a1 1 0 0 1-1 1m-6-2h5V9.157l-6-5.454l-6 5.454V19h5v-6h2z',
);
