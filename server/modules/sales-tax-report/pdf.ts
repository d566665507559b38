// The sales tax report as a Thai PDF, A4 landscape, in the layout of the Revenue Department's
// รายงานภาษีขาย: the heading (month, seller, tax ID, establishment) on every page, the table with
// its header row repeated, the totals after the last row, "หน้า x / y" on every page. Drawn with
// the documents' own Thai text shaping and page canvas (server/pdf). Loaded on first use
// (server/lazy.ts): it imports pdf-lib.
import { PDFDocument } from 'pdf-lib';
import type { SalesTaxRow } from '../../../contract/sales-tax-report';
import type { Language } from '../../http/language';
import { deflateNatively } from '../../pdf/deflate';
import { formatAmount, formatEnglishDate, formatThaiDate } from '../../pdf/format';
import { firstBaseline, GRAY } from '../../pdf/layout';
import { embedFaces, PageCanvas, type DocumentFaces, type TextStyle } from '../../pdf/page-canvas';
import { wrapText } from '../../pdf/thai-text';
import { branchText, monthName, salesTaxMessages as m } from './messages';
import type { SalesTaxContent } from './service';
import { remarkOf } from './workbook';

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 28;
const LEFT = MARGIN;
const RIGHT = WIDTH - MARGIN;
const BOTTOM = MARGIN + 14;
const SIZE = { title: 15, heading: 10, header: 7.5, cell: 8, footer: 7.5 } as const;
const ROW = 14;
const HEADER_ROWS = { group: 13, names: 28 } as const;
const PAD = 3;

type Key =
  | 'seq'
  | 'issueDate'
  | 'documentNo'
  | 'buyerName'
  | 'buyerTaxId'
  | 'buyerBranch'
  | 'value'
  | 'vat'
  | 'remark';
interface Column {
  key: Key;
  width: number;
  align: 'left' | 'right' | 'center';
}
const FIXED: Column[] = [
  { key: 'seq', width: 30, align: 'center' },
  { key: 'issueDate', width: 62, align: 'center' },
  { key: 'documentNo', width: 84, align: 'left' },
  { key: 'buyerName', width: 0, align: 'left' },
  { key: 'buyerTaxId', width: 96, align: 'center' },
  { key: 'buyerBranch', width: 90, align: 'center' },
  { key: 'value', width: 90, align: 'right' },
  { key: 'vat', width: 100, align: 'right' },
  { key: 'remark', width: 50, align: 'center' },
];
const BUYER_WIDTH = RIGHT - LEFT - FIXED.reduce((sum, column) => sum + column.width, 0);
const COLUMNS = FIXED.map((column) =>
  column.key === 'buyerName' ? { ...column, width: BUYER_WIDTH } : column,
);
const lefts = COLUMNS.map((_, index) => LEFT + COLUMNS.slice(0, index).reduce((sum, c) => sum + c.width, 0));

export async function renderSalesTaxPdf(language: Language, content: SalesTaxContent): Promise<Uint8Array> {
  const say = (text: { th: string; en: string }) => text[language];
  const pdf = await PDFDocument.create();
  deflateNatively(pdf);
  const faces = await embedFaces(pdf);
  pdf.setTitle(`${say(m.title)} ${content.seller.customerName} ${content.month}`, {
    showInWindowTitleBar: true,
  });
  pdf.setAuthor(content.seller.customerName);
  pdf.setCreator('etax-edocument');
  pdf.setProducer('etax-edocument');
  pdf.setLanguage(language === 'th' ? 'th-TH' : 'en-US');

  const cell = (text: string, column: number, y: number, style: Partial<TextStyle> = {}) => {
    const { width, align } = COLUMNS[column]!;
    const face = style.face ?? faces.regular;
    const size = style.size ?? SIZE.cell;
    // Only a text wider than its cell is cut (at a word, with an ellipsis): finding Thai word
    // breaks for every number and date of 100,000 rows would cost more than drawing them.
    const room = width - 2 * PAD;
    let shown = text;
    if (face.width(text, size) > room) {
      const [first = '', ...more] = wrapText(face.face, text, size, room);
      shown = more.length ? `${first}…` : first;
    }
    const x =
      align === 'right'
        ? lefts[column]! + width - PAD
        : align === 'center'
          ? lefts[column]! + width / 2
          : lefts[column]! + PAD;
    canvas.text(shown, x, y, { face, size, align, ...(style.gray ? { gray: style.gray } : {}) });
  };

  const pages: PageCanvas[] = [];
  let canvas!: PageCanvas;
  let y = 0;
  let tableTop = 0;
  const newPage = () => {
    if (pages.length) frame(canvas, tableTop, y);
    canvas = new PageCanvas(pdf.addPage([WIDTH, HEIGHT]));
    pages.push(canvas);
    y = drawHeading(canvas, faces, language, content);
    tableTop = y;
    y = drawTableHeader(canvas, faces, language, y);
  };
  newPage();

  const dateOf = language === 'th' ? formatThaiDate : formatEnglishDate;
  for (const row of content.rows) {
    if (y - ROW < BOTTOM + ROW) newPage();
    drawRow(row);
  }
  function drawRow(row: SalesTaxRow) {
    const baseline = y - ROW + 4;
    const gray = row.cancelled ? GRAY.muted : undefined;
    const style = gray ? { gray } : {};
    [
      String(row.seq),
      dateOf(row.issueDate),
      row.documentNo,
      row.buyerName ?? '',
      row.buyerTaxId ?? '',
      branchText(row.buyerBranchCode, language),
      formatAmount(row.value),
      formatAmount(row.vat),
      remarkOf(row, language),
    ].forEach((text, column) => cell(text, column, baseline, style));
    if (row.cancelled)
      canvas.line(lefts[6]!, baseline + 3, RIGHT - COLUMNS[8]!.width, baseline + 3, 0.5, GRAY.muted);
    y -= ROW;
    canvas.line(LEFT, y, RIGHT, y, 0.25, GRAY.rule);
  }

  // The totals after the last row (or the line that says there is nothing).
  if (y - ROW < BOTTOM) newPage();
  canvas.rect(LEFT, y - ROW, RIGHT - LEFT, ROW, { fill: GRAY.totalFill });
  const baseline = y - ROW + 4;
  if (content.rows.length === 0) cell(say(m.noDocuments), 3, baseline);
  cell(say(m.total), 5, baseline, { face: faces.bold });
  cell(formatAmount(content.totals.value), 6, baseline, { face: faces.bold });
  cell(formatAmount(content.totals.vat), 7, baseline, { face: faces.bold });
  y -= ROW;
  frame(canvas, tableTop, y);

  pages.forEach((page, index) => {
    page.text(`${say(m.page)} ${index + 1} / ${pages.length}`, RIGHT, MARGIN, {
      face: faces.regular,
      size: SIZE.footer,
      align: 'right',
      gray: GRAY.muted,
    });
    page.finish(pdf);
  });
  return pdf.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/** Title, month, seller and establishment; answers where the table starts. */
function drawHeading(
  canvas: PageCanvas,
  faces: DocumentFaces,
  language: Language,
  content: SalesTaxContent,
): number {
  const say = (text: { th: string; en: string }) => text[language];
  const bold = { face: faces.bold, size: SIZE.heading };
  const regular = { face: faces.regular, size: SIZE.heading };
  const { seller } = content;
  let top = HEIGHT - MARGIN;
  canvas.text(say(m.title), WIDTH / 2, firstBaseline(top, SIZE.title), {
    face: faces.bold,
    size: SIZE.title,
    align: 'center',
  });
  top -= SIZE.title * 1.5;
  canvas.text(
    `${say(m.taxMonth)} ${monthName(content.month, language)}`,
    WIDTH / 2,
    firstBaseline(top, SIZE.heading),
    {
      ...bold,
      align: 'center',
    },
  );
  top -= SIZE.heading * 1.8;
  const line = (label: string, value: string, right: string) => {
    const baseline = firstBaseline(top, SIZE.heading);
    const width = canvas.text(`${label} `, LEFT, baseline, bold);
    canvas.text(value, LEFT + width, baseline, regular);
    canvas.text(right, RIGHT, baseline, { ...regular, align: 'right' });
    top -= SIZE.heading * 1.6;
  };
  line(say(m.sellerName), seller.customerName, `${say(m.sellerTaxId)} ${seller.taxId}`);
  line(say(m.establishment), seller.branchName ?? '', branchText(seller.branchCode, language));
  return top - 4;
}

/** The two header rows ("ใบกำกับภาษี" over its date and number); answers the first row's top. */
function drawTableHeader(canvas: PageCanvas, faces: DocumentFaces, language: Language, top: number): number {
  const height = HEADER_ROWS.group + HEADER_ROWS.names;
  canvas.rect(LEFT, top - height, RIGHT - LEFT, height, { fill: GRAY.headerFill });
  const style = { face: faces.bold, size: SIZE.header, align: 'center' as const };
  const h = m.headers;
  const names: Record<Key, { th: string; en: string }> = {
    seq: h.seq,
    issueDate: h.issueDate,
    documentNo: h.documentNo,
    buyerName: h.buyerName,
    buyerTaxId: h.buyerTaxId,
    buyerBranch: h.buyerBranch,
    value: h.value,
    vat: h.vat,
    remark: h.remark,
  };
  // The group over date and number.
  const groupLeft = lefts[1]!;
  const groupRight = lefts[3]!;
  canvas.text(
    m.taxInvoice[language],
    (groupLeft + groupRight) / 2,
    firstBaseline(top - 1, SIZE.header),
    style,
  );
  canvas.line(groupLeft, top - HEADER_ROWS.group, groupRight, top - HEADER_ROWS.group, 0.5, GRAY.rule);
  COLUMNS.forEach((column, index) => {
    const grouped = index === 1 || index === 2;
    const boxTop = grouped ? top - HEADER_ROWS.group : top;
    const boxHeight = grouped ? HEADER_ROWS.names : height;
    const lines = wrapText(faces.bold.face, names[column.key][language], SIZE.header, column.width - 2 * PAD);
    const textHeight = lines.length * SIZE.header * 1.3;
    let lineTop = boxTop - (boxHeight - textHeight) / 2;
    for (const text of lines) {
      canvas.text(text, lefts[index]! + column.width / 2, firstBaseline(lineTop, SIZE.header), style);
      lineTop -= SIZE.header * 1.3;
    }
  });
  canvas.line(LEFT, top - height, RIGHT, top - height, 0.5, GRAY.rule);
  return top - height;
}

/** The table's outline and column rules from its top to `bottom`. */
function frame(canvas: PageCanvas, top: number, bottom: number): void {
  canvas.rect(LEFT, bottom, RIGHT - LEFT, top - bottom, { stroke: GRAY.rule });
  lefts.slice(1).forEach((x, index) => {
    // The date and number share the group row: no rule between them above it.
    const from = index + 1 === 2 ? top - HEADER_ROWS.group : top;
    canvas.line(x, from, x, bottom, 0.5, GRAY.rule);
  });
}
