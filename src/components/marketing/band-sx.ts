/**
 * A part of a marketing page that the browser lays out and paints only once it comes near the
 * screen (`content-visibility: auto`; until then it holds the room of its last size, or
 * `roomPx`). Laying out the whole page before its first paint took ~100 ms on this machine (Thai
 * line breaking, 400 ms on Lighthouse's phone), and a lazy picture inside it would be fetched
 * before the paint. Its content stays in the page: find-in-page, links and assistive technology
 * reach it.
 */
export const laidOutNearScreen = (roomPx: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${roomPx}px` }) as const;

/** A band of a marketing page: its spacing, laid out near the screen only. */
export const BAND_SX = { py: { xs: 6, md: 10 }, ...laidOutNearScreen(720) } as const;
