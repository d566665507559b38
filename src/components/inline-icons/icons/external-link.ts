import { createInlineIcon } from '../inline-icon';

/** ri:external-link-line (Remix Icon, Apache-2.0) */
export const ExternalLinkIcon = /* @__PURE__ */ createInlineIcon(
  'M10 6v2H5v11h11v-5h2v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm11-3v8h-2V6.413l-7.793 7.794l-1.414-1.414L17.585 5H13V3z',
);
