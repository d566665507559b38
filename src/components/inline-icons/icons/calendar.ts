import { createInlineIcon } from '../inline-icon';

/** ri:calendar-line (Remix Icon, Apache-2.0) */
export const CalendarIcon = /* @__PURE__ */ createInlineIcon(
  'M9 1v2h6V1h2v2h4a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4V1zm11 10H4v8h16zM7 5H4v4h16V5h-3v2h-2V5H9v2H7z',
);
