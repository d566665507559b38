// pdf-lib compresses with pako, a JavaScript deflate; Node's zlib makes the same FlateDecode
// streams several times faster. Shared by the built-in layout and the filled PDF templates.
import { deflateSync } from 'node:zlib';
import type { PDFDocument } from 'pdf-lib';

/** Level 3: a third of the default level's time for font subsets, ~3 % larger. */
const DEFLATE = { level: 3 };

/**
 * pdf-lib compresses the embedded font subsets and their ToUnicode maps with pako, a JavaScript
 * deflate; Node's zlib makes the same FlateDecode streams several times faster (the page content
 * already uses it: page-canvas.ts). design/toolchain.md "PDF speed"; docs/documents.md
 * "Generation speed".
 */
export function deflateNatively(pdf: PDFDocument): void {
  const context = pdf.context;
  context.flateStream = (contents, dict = {}) =>
    context.stream(
      deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents, DEFLATE),
      {
        ...dict,
        Filter: 'FlateDecode',
      },
    );
}
