// A PDF page as a PNG, for showing a document (or, later, a PDF template) inside a page without a
// PDF viewer: pdf.js (legacy build, for Node) draws the page on @napi-rs/canvas (toolchain.md:
// keep the canvas at 0.1.x; 1.x breaks pdf.js). Our PDFs embed every font; a customer's form may not.
import { createRequire } from 'node:module';
import path from 'node:path';
import { lazy } from '../lazy';

// Both loaded on the first preview, not with the server: pdf.js's legacy build swaps in a slower
// Array.prototype.push for the whole process on Node 20 (~5 % of document generation's CPU), and
// the canvas holds ~40 MB (docs/memory.md).
const loadPdfjs = lazy(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
const loadCanvas = lazy(() => import('@napi-rs/canvas'));

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** Folders of pdf.js's font and CMap data (paths, with the trailing slash pdf.js wants on Node). */
const PDFJS_DATA = {
  standardFonts: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
  cMaps: `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`,
};

export interface PageImage {
  png: Buffer;
  /** Pixels of the image. */
  width: number;
  height: number;
  /** The page's number (from 1) and how many the PDF has. */
  page: number;
  pageCount: number;
}

/** Page `page` (from 1; clamped to the PDF's pages) at `scale` × 72 dpi. */
export async function renderPageImage(pdf: Uint8Array, page: number, scale = 1.5): Promise<PageImage> {
  // pdf.js takes the buffer over (transfers it): give it a copy.
  const [{ getDocument }, { createCanvas }] = await Promise.all([loadPdfjs(), loadCanvas()]);
  const loading = getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    // A customer's form may use the standard 14 fonts without embedding them, or CJK CMaps:
    // pdf.js reads their data from its own package.
    standardFontDataUrl: PDFJS_DATA.standardFonts,
    cMapUrl: PDFJS_DATA.cMaps,
    cMapPacked: true,
  });
  const doc = await loading.promise;
  try {
    const pageNo = Math.min(Math.max(1, Math.trunc(page)), doc.numPages);
    const pdfPage = await doc.getPage(pageNo);
    const viewport = pdfPage.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // A PDF page is white paper; the canvas starts transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // pdf.js is typed for the DOM's canvas; @napi-rs/canvas implements the part it uses.
    await pdfPage.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return { png: canvas.toBuffer('image/png'), width, height, page: pageNo, pageCount: doc.numPages };
  } finally {
    await loading.destroy();
  }
}

/** The page as a PNG data URL with its size, as the screens show it (document preview, designer). */
export async function pagePicture(pdf: Uint8Array, page: number) {
  const { png, ...image } = await renderPageImage(pdf, page);
  return { ...image, image: `data:image/png;base64,${png.toString('base64')}` };
}
