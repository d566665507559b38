// A page's drawing, written as raw content-stream text: shaped text (thai-text.ts), lines and
// boxes. Strings cost far less than one pdf-lib operator object per glyph move, and the page
// is compressed with Node's zlib rather than pdf-lib's JavaScript deflate (design/toolchain.md
// "PDF speed": a one-page, 10-line document renders in about 15 ms).
import { deflateSync } from 'node:zlib';
import { PDFRawStream, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadFace, registerCachedFontkit, type Face, type FontWeight } from './fonts';
import { firstBaseline, lineHeight } from './layout';
import {
  pdfNumber,
  printable,
  shapeText,
  showGlyphsOperators,
  textWidth,
  utf16Hex,
  wrapText,
  type ShapedRun,
} from './thai-text';

/** A face embedded (as a subset) in one document. */
export class PdfFace {
  private readonly codesByText = new Map<string, number[]>();

  constructor(
    readonly face: Face,
    readonly font: PDFFont,
  ) {}

  /**
   * The subset's glyph codes for a shaped run, one per glyph. pdf-lib renumbers glyphs in a
   * subset, and only its encodeText knows the numbers — and it is what adds a glyph to the
   * subset, its widths and its ToUnicode map. encodeText lays the text out with the same font
   * object as shapeText, whose layout is memoized (fonts.ts): both read the very same glyph
   * run (or, after the cache was cleared, an identical one), so the codes pair one for one with
   * our glyphs. A count that differs would mean that no longer holds, and is refused rather
   * than drawn wrong. Full embedding would need no mapping but costs 96 KB instead of 18 KB a
   * document and halves the speed.
   */
  codes(run: ShapedRun): number[] {
    let codes = this.codesByText.get(run.text);
    if (!codes) {
      const hex = this.font.encodeText(run.text).asString();
      if (hex.length !== run.glyphs.length * 4) {
        throw new Error(`Subset glyph codes do not match the shaped text ${JSON.stringify(run.text)}`);
      }
      codes = new Array<number>(run.glyphs.length);
      for (let i = 0; i < codes.length; i++) codes[i] = parseInt(hex.slice(i * 4, i * 4 + 4), 16);
      this.codesByText.set(run.text, codes);
    }
    return codes;
  }

  width(text: string, size: number): number {
    return textWidth(this.face, text, size);
  }
}

export type DocumentFaces = Record<FontWeight, PdfFace>;

/** One face embedded (as a subset) in the document. */
export async function embedFace(doc: PDFDocument, weight: FontWeight): Promise<PdfFace> {
  registerCachedFontkit(doc);
  const face = loadFace(weight);
  const font = await doc.embedFont(face.bytes, { subset: true, customName: face.pdfName });
  return new PdfFace(face, font);
}

export async function embedFaces(doc: PDFDocument): Promise<DocumentFaces> {
  return { regular: await embedFace(doc, 'regular'), bold: await embedFace(doc, 'bold') };
}

/** A matrix [a b c d e f] (PDF 32000-1, 8.3.3): where the canvas's coordinates land on the page. */
export type Matrix = readonly [number, number, number, number, number, number];

export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  face: PdfFace;
  size: number;
  align?: Align;
  /** 0 black … 1 white. */
  gray?: number;
}

export class PageCanvas {
  private content = '';
  private readonly fontKeys = new Map<PdfFace, string>();

  constructor(readonly page: PDFPage) {}

  /**
   * Draws one line of text with its baseline at y; x is its left edge, right edge or centre
   * depending on align. Returns the width drawn.
   */
  text(value: string, x: number, y: number, style: TextStyle): number {
    const text = printable(value);
    if (text.trim() === '') return 0;
    const { face, size } = style;
    const run = shapeText(face.face, text);
    const width = (run.advance * size) / face.face.unitsPerEm;
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    const glyphs = showGlyphsOperators(run, face.codes(run), size, face.face.unitsPerEm);
    const color = style.gray ? `${pdfNumber(style.gray)} g ` : '';
    // The span sits inside BT … ET: at its EMC, poppler places the actual text with the font
    // and text matrix then in force, and after ET Q they are gone (the text came out rotated).
    this.content +=
      `q ${color}BT ${this.fontKey(face)} ${pdfNumber(size)} Tf 1 0 0 1 ${pdfNumber(left)} ${pdfNumber(y)} Tm ` +
      `/Span <</ActualText ${utf16Hex(text)}>> BDC ${glyphs}EMC ET Q\n`;
    return width;
  }

  /**
   * Draws text wrapped to maxWidth, its first line box's top at `top`; returns the bottom of the
   * last line box.
   */
  paragraph(value: string, x: number, top: number, maxWidth: number, style: TextStyle): number {
    const step = lineHeight(style.size);
    let y = top;
    for (const line of wrapText(style.face.face, value, style.size, maxWidth)) {
      this.text(line, style.align === 'right' ? x + maxWidth : x, firstBaseline(y, style.size), style);
      y -= step;
    }
    return y;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.content +=
      `q ${pdfNumber(gray)} G ${pdfNumber(width)} w ${pdfNumber(x1)} ${pdfNumber(y1)} m ` +
      `${pdfNumber(x2)} ${pdfNumber(y2)} l S Q\n`;
  }

  /** A rectangle from its lower-left corner, filled and/or stroked. */
  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    options: { fill?: number; stroke?: number },
  ): void {
    const { fill, stroke } = options;
    const paint = fill !== undefined && stroke !== undefined ? 'B' : fill !== undefined ? 'f' : 'S';
    this.content +=
      `q ${fill !== undefined ? `${pdfNumber(fill)} g ` : ''}${stroke !== undefined ? `${pdfNumber(stroke)} G 0.5 w ` : ''}` +
      `${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re ${paint} Q\n`;
  }

  /**
   * Adds the drawing to the page as one compressed content stream. Over a page that has content
   * already (a customer's form), `over` first puts that content inside q … Q, so that whatever
   * graphics state it leaves behind cannot move or colour the drawing, and maps the canvas's
   * coordinates onto the page's (its rotation and crop box).
   */
  finish(doc: PDFDocument, over?: { transform: Matrix }): void {
    // pdf-lib's normalize puts the page's own content inside q … Q (its autoNormalizeCTM).
    this.page.node.normalize();
    const content = over
      ? `q ${over.transform.map(pdfNumber).join(' ')} cm\n${this.content}Q\n`
      : this.content;
    const bytes = deflateSync(Buffer.from(content, 'latin1'), { level: 3 });
    const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: bytes.length }), bytes);
    this.page.node.addContentStream(doc.context.register(stream));
  }

  private fontKey(face: PdfFace): string {
    let key = this.fontKeys.get(face);
    if (!key) {
      key = this.page.node.newFontDictionary(face.face.pdfName, face.font.ref).toString();
      this.fontKeys.set(face, key);
    }
    return key;
  }
}
