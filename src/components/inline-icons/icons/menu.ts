import { createInlineIcon } from '../inline-icon';

/** ri:menu-line (Remix Icon, Apache-2.0) */
export const MenuIcon = /* @__PURE__ */ createInlineIcon('M3 4h18v2H3zm0 7h18v2H3zm0 7h18v2H3z');
