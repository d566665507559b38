import { createInlineIcon } from 'src/components/inline-icons';

// The carousel's controls (Remix Icon, Apache-2.0, but the play triangle), drawn like the other inline icons of the
// public site (no icon runtime on the first load).

/** ri:arrow-left-s-line */
export const ArrowLeftSIcon = /* @__PURE__ */ createInlineIcon(
  'm10.828 12l4.95 4.95l-1.414 1.415L8 12l6.364-6.364l1.414 1.414z',
);

/** ri:pause-line */
export const PauseIcon = /* @__PURE__ */ createInlineIcon('M6 5h2v14H6zm10 0h2v14h-2z');

/** A plain triangle (as ri:play-fill, without the rounded corners) */
export const PlayIcon = /* @__PURE__ */ createInlineIcon('M8 5v14l11-7z');
