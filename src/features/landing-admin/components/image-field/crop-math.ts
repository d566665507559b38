// The crop as numbers: which part of the source picture becomes the landing picture. Pure, so
// that the frame the administrator sees and the canvas that draws the result agree exactly.

export interface Size {
  width: number;
  height: number;
}

/**
 * How the picture sits in the crop frame. zoom 1: the largest part of the picture that has the
 * frame's shape; 2: half as wide … x / y: where that part sits in what is left over, 0 = left /
 * top, 1 = right / bottom.
 */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;
export const CENTRED: CropView = { zoom: 1, x: 0.5, y: 0.5 };

/** The part of the source (pixels) the crop keeps: always the target's shape. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function cropRect(source: Size, target: Size, view: CropView): CropRect {
  const aspect = target.width / target.height;
  const width = Math.min(source.width, source.height * aspect) / clamp(view.zoom, 1, MAX_ZOOM);
  const height = width / aspect;
  return {
    x: (source.width - width) * clamp(view.x, 0, 1),
    y: (source.height - height) * clamp(view.y, 0, 1),
    width,
    height,
  };
}

/** Where to draw the whole source inside the frame (in % of the frame) so the frame shows `rect`. */
export function placement(source: Size, rect: CropRect): { width: number; left: number; top: number } {
  return {
    width: (source.width / rect.width) * 100,
    left: (-rect.x / rect.width) * 100,
    top: (-rect.y / rect.height) * 100,
  };
}

/**
 * The view after the picture was dragged by (dx, dy), as fractions of the frame's width and
 * height: the picture follows the pointer, and never leaves a gap in the frame.
 */
export function panned(source: Size, target: Size, view: CropView, dx: number, dy: number): CropView {
  const rect = cropRect(source, target, view);
  const spareX = source.width - rect.width;
  const spareY = source.height - rect.height;
  return {
    zoom: view.zoom,
    x: spareX > 0 ? clamp(view.x - (dx * rect.width) / spareX, 0, 1) : view.x,
    y: spareY > 0 ? clamp(view.y - (dy * rect.height) / spareY, 0, 1) : view.y,
  };
}
