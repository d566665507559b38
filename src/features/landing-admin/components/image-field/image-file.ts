import type { CropRect, Size } from './crop-math';

// What the browser does with the picture: decode the chosen file, and draw the crop into a
// canvas at the size the landing page shows it. Kept apart from the UI so that unit tests
// (jsdom has no image decoder and no canvas) can stand in for it.

export interface LoadedImage extends Size {
  /** The chosen file as a data: URL (the CSP's img-src allows data:, not blob:), shown in the crop frame. */
  url: string;
  element: HTMLImageElement;
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always yields a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Decodes the chosen file; rejects when it is no picture the browser can read. */
export async function readImage(file: File): Promise<LoadedImage> {
  const url = await dataUrlOf(file);
  const element = new Image();
  element.src = url;
  await element.decode();
  return { url, element, width: element.naturalWidth, height: element.naturalHeight };
}

const QUALITIES = [0.82, 0.72, 0.62, 0.5] as const;

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
      type,
      quality,
    );
  });
}

/**
 * The crop drawn at `target` pixels, as WebP (JPEG where the browser cannot write WebP), at the
 * best quality that fits `budgetBytes`, or the smallest tried.
 */
export async function cropToBlob(
  image: LoadedImage,
  rect: CropRect,
  target: Size,
  budgetBytes: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image.element,
    rect.x,
    rect.y,
    rect.width,
    rect.height,
    0,
    0,
    target.width,
    target.height,
  );
  let smallest: Blob | undefined;
  for (const quality of QUALITIES) {
    let blob = await encode(canvas, 'image/webp', quality);
    // A browser without a WebP encoder answers PNG: JPEG is the compact one it has.
    if (blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', quality);
    if (blob.size <= budgetBytes) return blob;
    if (!smallest || blob.size < smallest.size) smallest = blob;
  }
  return smallest!;
}
