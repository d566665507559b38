/**
 * A band of a marketing page that the browser lays out and paints only once it comes near the
 * screen (`content-visibility: auto`; until then it holds the room of its last size, or 720 px).
 * Laying out the whole page before its first paint took ~100 ms on this machine (Thai line
 * breaking, 400 ms on Lighthouse's phone): the bands below the first screen no longer count.
 * Its content stays in the page: find-in-page, links and assistive technology reach it.
 */
export const BAND_SX = {
  py: { xs: 6, md: 10 },
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
} as const;
