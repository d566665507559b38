import { createInlineIcon } from '../inline-icon';

/** ri:lock-line (Remix Icon, Apache-2.0) */
export const LockIcon = /* @__PURE__ */ createInlineIcon(
  'M19 10h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1V9a7 7 0 0 1 14 0zM5 12v8h14v-8zm6 2h2v4h-2zm6-4V9A5 5 0 0 0 7 9v1z',
);
