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

/**
 * Screen pixels per point: the page fills the width it is given, but is never drawn larger
 * than twice its size (a narrow form would otherwise turn into a poster).
 */
export const MAX_SCALE = 2;
export function scaleFor(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(availableWidth / pageWidth, MAX_SCALE);
}
