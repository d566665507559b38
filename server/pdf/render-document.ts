// The built-in A4 layout of a document (used when the customer has no active PDF template for
// the document type): header, item table over as many pages as it takes (header row repeated),
// totals with the amount in words, remark, and "หน้า x / y" on every page.
import { PDFDocument } from 'pdf-lib';
import { deflateNatively } from './deflate';
import { drawContinuationHeader, drawFirstPageHeader, drawFooter } from './document-header';
import type { PdfDocument } from './document-model';
import { documentTitle, type DocumentTitle } from './document-titles';
import {
  drawRowPart,
  drawTableFrame,
  drawTableHeader,
  linesThatFit,
  prepareRows,
  rowHeight,
} from './item-table';
import {
  CONTENT_BOTTOM,
  CONTENT_LEFT,
  CONTENT_WIDTH,
  GRAY,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SIZE,
  lineHeight,
} from './layout';
import { PageCanvas, embedFaces, type DocumentFaces } from './page-canvas';
import { wrapText } from './thai-text';
import { PREPAID_NOTE_LABEL, prepaidNote } from './prepaid-text';
import { prepareTotals } from './totals-block';

const PRODUCER = 'etax-edocument';

/** Pages in order, and where on the current one the next thing goes. */
class PageFlow {
  readonly pages: PageCanvas[] = [];
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly faces: DocumentFaces,
    private readonly doc: PdfDocument,
    private readonly title: DocumentTitle,
  ) {}

  get canvas(): PageCanvas {
    return this.pages[this.pages.length - 1]!;
  }

  get room(): number {
    return this.y - CONTENT_BOTTOM;
  }

  newPage(): void {
    const canvas = new PageCanvas(this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.pages.push(canvas);
    this.y =
      this.pages.length === 1
        ? drawFirstPageHeader(canvas, this.faces, this.doc, this.title)
        : drawContinuationHeader(canvas, this.faces, this.doc, this.title);
  }
}

export async function renderDocumentPdf(doc: PdfDocument): Promise<Uint8Array> {
  const title = documentTitle(doc);
  const pdf = await PDFDocument.create();
  deflateNatively(pdf);
  const faces = await embedFaces(pdf);
  setMetadata(pdf, doc, title);

  const flow = new PageFlow(pdf, faces, doc, title);
  flow.newPage();
  drawItems(flow, faces, doc);

  const totals = prepareTotals(faces, doc);
  if (flow.room < totals.height) flow.newPage();
  flow.y = totals.draw(flow.canvas, flow.y);

  if (doc.prepaid) drawNote(flow, faces, PREPAID_NOTE_LABEL, prepaidNote(doc.prepaid));
  if (doc.remark && doc.remark.trim() !== '') drawNote(flow, faces, 'หมายเหตุ / Remark', doc.remark);

  flow.pages.forEach((canvas, index) => {
    drawFooter(canvas, faces, doc, index + 1, flow.pages.length);
    canvas.finish(pdf);
  });
  // A classic cross-reference table instead of object streams: those would be compressed by
  // pdf-lib's JavaScript deflate (the PDF is ~10 % larger: its dictionaries stay uncompressed, its
  // streams are compressed already). No pause every 50 objects: a document is written at once.
  return pdf.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

function drawItems(flow: PageFlow, faces: DocumentFaces, doc: PdfDocument): void {
  let tableTop = flow.y;
  flow.y = drawTableHeader(flow.canvas, faces, tableTop);
  let rowsOnPage = 0;
  const nextPage = () => {
    drawTableFrame(flow.canvas, tableTop, flow.y);
    flow.newPage();
    tableTop = flow.y;
    flow.y = drawTableHeader(flow.canvas, faces, tableTop);
    rowsOnPage = 0;
  };
  for (const row of prepareRows(doc.lines, faces)) {
    let from = 0;
    while (from < row.lineCount) {
      const remaining = row.lineCount - from;
      if (rowHeight(remaining) <= flow.room) {
        flow.y = drawRowPart(flow.canvas, faces, row, flow.y, from, remaining);
        rowsOnPage++;
        break;
      }
      // A row that does not fit starts the next page; only a row taller than a whole page
      // is split between its lines.
      const fit = linesThatFit(flow.room);
      if (rowsOnPage > 0 || fit === 0) {
        nextPage();
        continue;
      }
      flow.y = drawRowPart(flow.canvas, faces, row, flow.y, from, fit);
      from += fit;
      nextPage();
    }
  }
  drawTableFrame(flow.canvas, tableTop, flow.y);
}

/** A labelled paragraph under the totals: the deposit note, the remark. */
function drawNote(flow: PageFlow, faces: DocumentFaces, title: string, text: string): void {
  const label = { face: faces.bold, size: SIZE.label, gray: GRAY.muted };
  const body = { face: faces.regular, size: SIZE.body };
  const lines = wrapText(faces.regular.face, text, SIZE.body, CONTENT_WIDTH);
  flow.y -= 8;
  // The label stays with the first line of the text.
  if (flow.room < lineHeight(SIZE.label) + lineHeight(SIZE.body)) flow.newPage();
  flow.y = flow.canvas.paragraph(title, CONTENT_LEFT, flow.y, CONTENT_WIDTH, label);
  for (const line of lines) {
    if (flow.room < lineHeight(SIZE.body)) flow.newPage();
    flow.y = flow.canvas.paragraph(line, CONTENT_LEFT, flow.y, CONTENT_WIDTH, body);
  }
}

function setMetadata(pdf: PDFDocument, doc: PdfDocument, title: DocumentTitle): void {
  pdf.setTitle(`${title.th} ${doc.documentNo}`, { showInWindowTitleBar: true });
  pdf.setSubject(`${title.en} ${doc.documentNo}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(PRODUCER);
  pdf.setProducer(PRODUCER);
  pdf.setLanguage('th-TH');
}
