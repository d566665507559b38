// Sarabun (OFL, Thai and Latin in one file), read and parsed once per process. Parsing the font
// and its GSUB/GPOS tables for every document was the largest cost (design/toolchain.md "PDF
// speed"), so pdf-lib gets a fontkit whose create() hands back the already parsed font.
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';
import { CACHES, Cache } from '../cache/caches';

export type FontkitFont = ReturnType<typeof fontkit.create>;
export type FontWeight = 'regular' | 'bold';

/** A parsed font and what the shaping helper needs to know of it. */
export interface Face {
  readonly weight: FontWeight;
  readonly bytes: Uint8Array;
  readonly font: FontkitFont;
  readonly unitsPerEm: number;
  /** The subset's BaseFont: a fixed subset tag keeps output deterministic (PDF 32000 9.6.4). */
  readonly pdfName: string;
}

const FILES: Record<FontWeight, { file: string; pdfName: string }> = {
  regular: {
    file: '@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf',
    pdfName: 'SRBNRG+Sarabun-Regular',
  },
  bold: { file: '@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf', pdfName: 'SRBNBD+Sarabun-Bold' },
};

const require = createRequire(import.meta.url);
const faces = new Map<FontWeight, Face>();
const facesByBytes = new Map<Uint8Array, Face>();

export function loadFace(weight: FontWeight): Face {
  let face = faces.get(weight);
  if (!face) {
    const bytes = new Uint8Array(readFileSync(require.resolve(FILES[weight].file)));
    const font = fontkit.create(bytes);
    warmGlyphCodePoints(font);
    cacheLayouts(font);
    face = { weight, bytes, font, unitsPerEm: font.unitsPerEm, pdfName: FILES[weight].pdfName };
    faces.set(weight, face);
    facesByBytes.set(bytes, face);
  }
  return face;
}

/**
 * fontkit keeps the first glyph object it makes for an id, with the code points of that first
 * use. A glyph first met as the product of a substitution (the า of a decomposed ำ) would keep
 * no code points, and pdf-lib would write an empty ToUnicode entry for it. Asking for every
 * mapped character first gives each plain glyph its own code point.
 */
function warmGlyphCodePoints(font: FontkitFont): void {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
}

// Layouts are cached per font: labels, dates and amounts recur in every document, and pdf-lib's
// encodeText lays out again each text the shaping helper has laid out (page-canvas.ts). Bounded
// by CACHES.fontLayouts (20,000 grew to ~250 MB over a long-running server's imports; docs/memory.md).

/**
 * Memoizes font.layout on our own parsed font object, so that the shaping helper and pdf-lib's
 * embedder (which gets this same object through cachingFontkit) share one layout per text.
 */
function cacheLayouts(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const cache = new Cache<ReturnType<FontkitFont['layout']>>(CACHES.fontLayouts);
  // Both callers use the default features (pdf-lib passes undefined); anything else is not what
  // was cached.
  font.layout = (text, features) =>
    features === undefined ? cache.keep(text, () => layout(text)) : layout(text, features);
}

/** pdf-lib's fontkit for our faces: create() returns the cached parse of the same bytes. */
const cachingFontkit = {
  create(bytes: Uint8Array): FontkitFont {
    return facesByBytes.get(bytes)?.font ?? fontkit.create(bytes);
  },
};

export function registerCachedFontkit(doc: PDFDocument): void {
  doc.registerFontkit(cachingFontkit);
}
