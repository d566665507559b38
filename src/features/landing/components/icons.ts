import { createInlineIcon } from 'src/components/inline-icons';

// The carousel's controls (Remix Icon, Apache-2.0), drawn like the other inline icons of the
// public site (no icon runtime on the first load).

/** ri:arrow-left-s-line */
export const ArrowLeftSIcon = /* @__PURE__ */ createInlineIcon(
  'm10.828 12l4.95 4.95l-1.414 1.415L8 12l6.364-6.364l1.414 1.414z',
);

/** ri:pause-line */
export const PauseIcon = /* @__PURE__ */ createInlineIcon('M6 5h2v14H6zm10 0h2v14h-2z');

/** ri:play-line */
export const PlayIcon = /* @__PURE__ */ createInlineIcon(
  'M16.394 12L10 7.737v8.526zm2.982.416L8.777 19.482A.5.5 0 0 1 8 19.066V4.934a.5.5 0 0 1 .777-.416l10.599 7.066a.5.5 0 0 1 0 .832',
);
