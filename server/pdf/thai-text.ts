// Thai text for pdf-lib. pdf-lib's drawText lays text out with glyph advances only and ignores
// GPOS, so tone marks over ป ฝ ฟ or over an upper vowel (ปู่ ญี่ปุ่น ฝุ่น) land in the wrong place.
// Here fontkit shapes the text (GSUB substitutions and GPOS mark offsets) and the glyphs are
// written with explicit positions: TJ adjustments for x, text rise (Ts) for y. The run is
// wrapped in /ActualText so that copy and pdftotext return the typed text, not what the glyphs'
// ToUnicode entries spell: Sarabun draws ้ำ as a nikhahit-with-tone ligature plus า, so น้ำ
// would extract as น้ำา.
import { CACHES, Cache } from '../cache/caches';
import type { Face } from './fonts';

/** One glyph as shaped, in font units. */
export interface ShapedGlyph {
  id: number;
  /** The glyph's own advance (hmtx): what a PDF viewer moves after showing it (the W array). */
  width: number;
  /** Where shaping moves the pen after it (0 for marks, kerning included). */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  text: string;
  glyphs: readonly ShapedGlyph[];
  /** Sum of xAdvance: the run's width in font units. */
  advance: number;
}

// The layouts themselves are cached in fonts.ts; this adds the plain-number form, kept as long
// as the layout it was made from.
const shapedRuns = new WeakMap<object, ShapedRun>();

export function shapeText(face: Face, text: string): ShapedRun {
  const layout = face.font.layout(text);
  let run = shapedRuns.get(layout);
  if (!run) {
    const { glyphs, positions } = layout;
    const shaped: ShapedGlyph[] = new Array<ShapedGlyph>(glyphs.length);
    let advance = 0;
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i]!;
      const position = positions[i]!;
      shaped[i] = {
        id: glyph.id,
        width: glyph.advanceWidth,
        xAdvance: position.xAdvance,
        xOffset: position.xOffset,
        yOffset: position.yOffset,
      };
      advance += position.xAdvance;
    }
    run = { text, glyphs: shaped, advance };
    shapedRuns.set(layout, run);
  }
  return run;
}

/** Width in points of the text at the size, as shaped. */
export function textWidth(face: Face, text: string, size: number): number {
  return (shapeText(face, text).advance * size) / face.unitsPerEm;
}

/**
 * Text the PDF can draw: tabs and line breaks become spaces and other control characters go
 * (they have no glyph and would show as .notdef boxes).
 */
export function printable(text: string): string {
  return (
    text
      .replace(/[\t\n\r\f\v\u2028\u2029]/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
  );
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * Breaks text into lines no wider than maxWidth. Thai writes no spaces between words, so the
 * break opportunities come from Intl.Segmenter's Thai dictionary (breakUnits); a single word
 * wider than the line is cut between grapheme clusters, never between a consonant and its
 * marks. Line breaks in the text are kept. Always returns at least one line.
 */
export function wrapText(face: Face, text: string, size: number, maxWidth: number): string[] {
  const key = `${face.weight} ${size} ${maxWidth} ${text}`;
  const lines = wrapped.keep(key, () => {
    const made: string[] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      wrapParagraph(face, printable(paragraph), size, maxWidth, made);
    }
    return made.length === 0 ? [''] : made;
  });
  return [...lines];
}

// Wrapped texts are kept like layouts (fonts.ts): labels, the seller and most buyers recur from
// one document to the next, and finding Thai word breaks (Intl.Segmenter) is not cheap.
const wrapped = new Cache<string[]>(CACHES.wrappedTexts);

const OPENING = /^[([{<\u201c\u2018\u00ab"']+$/u;

/**
 * The pieces a line may break between: Intl.Segmenter's words and spaces, with punctuation
 * kept on the right side of the break — a closing bracket, comma, slash or % stays with the word
 * before it, an opening bracket or quote with the word after it.
 */
function* breakUnits(text: string): Generator<string> {
  let current = '';
  let glueNext = false;
  for (const { segment, isWordLike } of words.segment(text)) {
    if (segment.trim() === '') {
      if (current !== '') yield current;
      yield segment;
      current = '';
      glueNext = false;
      continue;
    }
    const opening = !isWordLike && OPENING.test(segment);
    if (current === '' || glueNext || (!isWordLike && !opening)) current += segment;
    else {
      yield current;
      current = segment;
    }
    glueNext = opening;
  }
  if (current !== '') yield current;
}

function wrapParagraph(face: Face, text: string, size: number, maxWidth: number, lines: string[]): void {
  // Widths are summed per segment; kerning across a word boundary is far below this slack.
  const limit = maxWidth + 0.01;
  const first = lines.length;
  let line = '';
  let width = 0;
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
    width = 0;
  };
  for (const segment of breakUnits(text)) {
    const segmentWidth = textWidth(face, segment, size);
    if (width + segmentWidth <= limit) {
      line += segment;
      width += segmentWidth;
      continue;
    }
    if (segment.trim() === '') {
      // A space at the end of a full line is where it breaks; it does not start the next one.
      if (line !== '') push();
      continue;
    }
    if (line.trim() !== '') push();
    else {
      line = '';
      width = 0;
    }
    if (segmentWidth <= limit) {
      line = segment;
      width = segmentWidth;
      continue;
    }
    for (const { segment: cluster } of graphemes.segment(segment)) {
      const clusterWidth = textWidth(face, cluster, size);
      if (line !== '' && width + clusterWidth > limit) push();
      line += cluster;
      width += clusterWidth;
    }
  }
  // An empty paragraph stays an empty line.
  if (line.trim() !== '' || lines.length === first) lines.push(line.trimEnd());
}

/** A number for a content stream: at most 3 decimals, no exponent, no "-0". */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

function hex4(code: number): string {
  return code.toString(16).padStart(4, '0');
}

/**
 * The text-showing operators for a shaped run at the current text matrix: `[<gid>… adj …] TJ`,
 * with `rise Ts` between groups whose y offset differs.
 *
 * `codes` are the glyph codes the embedded font uses for run.glyphs, one for one (for a subset
 * font these differ from the glyph ids). A viewer places each glyph where the previous one
 * started plus that glyph's width (W); shaping wants it at pen + xOffset, so the difference goes
 * in as a TJ adjustment (in thousandths of the size, negative moves right).
 */
export function showGlyphsOperators(
  run: ShapedRun,
  codes: readonly number[],
  size: number,
  unitsPerEm: number,
): string {
  const toThousandths = 1000 / unitsPerEm;
  const toPoints = size / unitsPerEm;
  let out = '';
  let array = '';
  let hexOpen = false;
  let pen = 0;
  let at = 0;
  let rise = 0;
  const closeHex = () => {
    if (hexOpen) array += '>';
    hexOpen = false;
  };
  const flush = () => {
    closeHex();
    if (array !== '') out += `[${array}] TJ `;
    array = '';
  };
  for (let i = 0; i < run.glyphs.length; i++) {
    const glyph = run.glyphs[i]!;
    if (glyph.yOffset !== rise) {
      flush();
      rise = glyph.yOffset;
      out += `${pdfNumber(rise * toPoints)} Ts `;
    }
    const target = pen + glyph.xOffset;
    const shift = target - at;
    if (Math.abs(shift) > 0.001) {
      closeHex();
      array += `${array === '' ? '' : ' '}${pdfNumber(-shift * toThousandths)}`;
    }
    if (!hexOpen) {
      array += array === '' ? '<' : ' <';
      hexOpen = true;
    }
    array += hex4(codes[i]!);
    at = target + glyph.width;
    pen += glyph.xAdvance;
  }
  flush();
  if (rise !== 0) out += '0 Ts ';
  return out;
}

/** The text as a PDF hex string in UTF-16BE with a byte order mark, for /ActualText. */
export function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return `<${hex}>`;
}
