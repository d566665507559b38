import { MIN_BOX } from 'contract/pdf-template';

// Boxes on a page, in PDF points from the page's top-left corner (contract/pdf-template.ts).
// Every edit goes through these: a box never leaves its page and is never smaller than MIN_BOX.

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), Math.max(min, max));

/** Points kept to one decimal: a dragged box lands on whole screen pixels, not on 0.30000000004. */
export const roundPoints = (value: number): number => Math.round(value * 10) / 10;

/** The box made to fit the page: shrunk to it when larger, then moved inside it. */
export function clampBox<B extends Box>(box: B, page: Size): B {
  const width = roundPoints(clamp(box.width, MIN_BOX, page.width));
  const height = roundPoints(clamp(box.height, MIN_BOX, page.height));
  return {
    ...box,
    width,
    height,
    x: roundPoints(clamp(box.x, 0, page.width - width)),
    y: roundPoints(clamp(box.y, 0, page.height - height)),
  };
}

/** Moved by (dx, dy) and stopped at the page's edges; its size kept. */
export function moveBox<B extends Box>(box: B, dx: number, dy: number, page: Size): B {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy }, page);
}

/** Grown or shrunk by (dw, dh) from its top-left corner, which stays where it is. */
export function resizeBox<B extends Box>(box: B, dw: number, dh: number, page: Size): B {
  const width = roundPoints(clamp(box.width + dw, MIN_BOX, page.width - box.x));
  const height = roundPoints(clamp(box.height + dh, MIN_BOX, page.height - box.y));
  return clampBox({ ...box, width, height }, page);
}

/** The top-left corner of a box of `size` centred on the page. */
export function centredOn(page: Size, size: Size): { x: number; y: number } {
  return { x: roundPoints((page.width - size.width) / 2), y: roundPoints((page.height - size.height) / 2) };
}

/** Two boxes cover each other (more than an edge in common). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const GAP = 4;
const CASCADE = 10;

/**
 * Where a new box placed with the designer's Place button lands (issue 32 item 8): `start` when that covers none of
 * `taken`, else the nearest free spot stepping away from it — down and up the page (`column`),
 * or right and left along a table's row (`row`) — inside the page. On a page with no free spot
 * it cascades from `start` until its corner is nobody's, so two fields never share one spot.
 */
export function freeSpot(
  start: { x: number; y: number },
  size: Size,
  taken: readonly Box[],
  page: Size,
  along: 'column' | 'row' = 'column',
): { x: number; y: number } {
  const step = along === 'row' ? { dx: size.width + GAP, dy: 0 } : { dx: 0, dy: size.height + GAP };
  const fits = (spot: Box) =>
    spot.x >= 0 && spot.y >= 0 && spot.x + spot.width <= page.width && spot.y + spot.height <= page.height;
  const reach = Math.ceil(Math.max(page.width, page.height) / Math.max(1, step.dx + step.dy));
  for (let k = 0; k <= reach; k++) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const spot = { ...size, x: start.x + sign * k * step.dx, y: start.y + sign * k * step.dy };
      if (fits(spot) && !taken.some((box) => overlaps(spot, box))) {
        return { x: roundPoints(spot.x), y: roundPoints(spot.y) };
      }
    }
  }
  const cornerTaken = (x: number, y: number) => taken.some((box) => box.x === x && box.y === y);
  let spot = { x: roundPoints(start.x), y: roundPoints(start.y) };
  for (let k = 1; cornerTaken(spot.x, spot.y) && k <= taken.length; k++) {
    spot = {
      x: roundPoints(clamp(start.x + k * CASCADE, 0, page.width - size.width)),
      y: roundPoints(clamp(start.y + k * CASCADE, 0, page.height - size.height)),
    };
  }
  return spot;
}

/**
 * Screen pixels per point: the page fills the width it is given, but is never drawn larger
 * than twice its size (a narrow form would otherwise turn into a poster).
 */
export const MAX_SCALE = 2;
export function scaleFor(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(availableWidth / pageWidth, MAX_SCALE);
}
