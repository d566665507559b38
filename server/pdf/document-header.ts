// The top of the pages: the full header on page 1 (seller, title, number and dates, buyer,
// reference), a one-line header on the pages the item table continues to, and the page
// number at the bottom of every page.
import type { PdfDocument, PdfParty } from './document-model';
import { showsReference, type DocumentTitle } from './document-titles';
import { formatBranch, formatThaiDate } from './format';
import { formatSatang } from '../validation/money';
import {
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  FOOTER_BASELINE,
  GRAY,
  MARGIN,
  PAGE_HEIGHT,
  SIZE,
  firstBaseline,
  lineHeight,
} from './layout';
import { noteValues } from './note-values';
import type { DocumentFaces, PageCanvas } from './page-canvas';

const TOP = PAGE_HEIGHT - MARGIN;
const RIGHT_COLUMN_WIDTH = 210;
const RIGHT_COLUMN_LEFT = CONTENT_RIGHT - RIGHT_COLUMN_WIDTH;
const LEFT_COLUMN_WIDTH = RIGHT_COLUMN_LEFT - CONTENT_LEFT - 16;
const FIELD_LABEL_WIDTH = 88;
const BLOCK_GAP = 8;
const MIN_TITLE_SIZE = 12;

/** Draws page 1's header; returns where the item table may start. */
export function drawFirstPageHeader(
  canvas: PageCanvas,
  faces: DocumentFaces,
  doc: PdfDocument,
  title: DocumentTitle,
): number {
  const sellerBottom = drawParty(canvas, faces, doc.seller, CONTENT_LEFT, TOP, LEFT_COLUMN_WIDTH, {
    nameSize: SIZE.sellerName,
  });

  // A long title (ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ) gets smaller to stay on one line.
  const titleWidth = faces.bold.width(title.th, SIZE.title);
  const titleSize =
    titleWidth > RIGHT_COLUMN_WIDTH
      ? Math.max(MIN_TITLE_SIZE, (SIZE.title * RIGHT_COLUMN_WIDTH) / titleWidth)
      : SIZE.title;
  let right = canvas.paragraph(title.th, RIGHT_COLUMN_LEFT, TOP, RIGHT_COLUMN_WIDTH, {
    face: faces.bold,
    size: titleSize,
    align: 'right',
  });
  right = canvas.paragraph(title.en, RIGHT_COLUMN_LEFT, right, RIGHT_COLUMN_WIDTH, {
    face: faces.regular,
    size: SIZE.titleEn,
    align: 'right',
  });
  right -= 4;
  for (const [label, value] of [
    ['เลขที่ / No.', doc.documentNo],
    ['วันที่ / Date', formatThaiDate(doc.issueDate)],
    ...(doc.dueDate ? [['ครบกำหนด / Due date', formatThaiDate(doc.dueDate)] as const] : []),
    ['สกุลเงิน / Currency', doc.currency],
  ] as const) {
    right = drawField(canvas, faces, label, value, RIGHT_COLUMN_LEFT, right, RIGHT_COLUMN_WIDTH);
  }

  let y = Math.min(sellerBottom, right) - BLOCK_GAP;
  canvas.line(CONTENT_LEFT, y, CONTENT_RIGHT, y, 0.75, GRAY.rule);
  y -= BLOCK_GAP;

  const reference = showsReference(doc.documentTypeCode) ? doc.reference : undefined;
  const buyerWidth = reference ? LEFT_COLUMN_WIDTH : CONTENT_WIDTH;
  // An abbreviated tax invoice (T05, T06) may name no buyer: then there is no buyer block.
  const { buyer } = doc;
  const hasBuyer = [buyer.name, buyer.taxId, buyer.address].some((value) => value.trim() !== '');
  const buyerBottom = hasBuyer
    ? drawParty(canvas, faces, buyer, CONTENT_LEFT, y, buyerWidth, {
        heading: 'ลูกค้า / Customer',
        nameSize: SIZE.body,
      })
    : y;
  let referenceBottom = y;
  if (reference) {
    referenceBottom = canvas.paragraph('เอกสารอ้างอิง / Reference', RIGHT_COLUMN_LEFT, y, RIGHT_COLUMN_WIDTH, {
      face: faces.bold,
      size: SIZE.label,
      gray: GRAY.muted,
    });
    for (const [label, value] of [
      ['เลขที่ / No.', reference.documentNo],
      ['ลงวันที่ / Date', formatThaiDate(reference.documentDate)],
      ['เหตุผล / Reason', reference.reasonText ?? ''],
      ...noteLines(doc),
    ] as const) {
      if (value.trim() === '') continue;
      referenceBottom = drawField(
        canvas,
        faces,
        label,
        value,
        RIGHT_COLUMN_LEFT,
        referenceBottom,
        RIGHT_COLUMN_WIDTH,
      );
    }
  }
  return Math.min(buyerBottom, referenceBottom) - BLOCK_GAP;
}

/** The header of the pages after the first: title and number, so a loose page is still known. */
export function drawContinuationHeader(
  canvas: PageCanvas,
  faces: DocumentFaces,
  doc: PdfDocument,
  title: DocumentTitle,
): number {
  const baseline = firstBaseline(TOP, SIZE.sellerName);
  const width = canvas.text(title.th, CONTENT_LEFT, baseline, { face: faces.bold, size: SIZE.sellerName });
  canvas.text(title.en, CONTENT_LEFT + width + 8, baseline, { face: faces.regular, size: SIZE.body });
  canvas.text(`เลขที่ / No. ${doc.documentNo}`, CONTENT_RIGHT, baseline, {
    face: faces.regular,
    size: SIZE.body,
    align: 'right',
  });
  const y = TOP - lineHeight(SIZE.sellerName) - 4;
  canvas.line(CONTENT_LEFT, y, CONTENT_RIGHT, y, 0.75, GRAY.rule);
  return y - BLOCK_GAP;
}

export function drawFooter(
  canvas: PageCanvas,
  faces: DocumentFaces,
  doc: PdfDocument,
  pageNo: number,
  pageCount: number,
): void {
  const style = { face: faces.regular, size: SIZE.footer, gray: GRAY.muted };
  canvas.text(doc.documentNo, CONTENT_LEFT, FOOTER_BASELINE, style);
  canvas.text(`หน้า ${pageNo} / ${pageCount}`, CONTENT_RIGHT, FOOTER_BASELINE, { ...style, align: 'right' });
}

/** Name, address, tax ID with branch, contact; returns the bottom of the block. */
function drawParty(
  canvas: PageCanvas,
  faces: DocumentFaces,
  party: PdfParty,
  x: number,
  top: number,
  width: number,
  options: { heading?: string; nameSize: number },
): number {
  let y = top;
  if (options.heading) {
    y = canvas.paragraph(options.heading, x, y, width, {
      face: faces.bold,
      size: SIZE.label,
      gray: GRAY.muted,
    });
  }
  const body = { face: faces.regular, size: SIZE.body };
  if (party.name.trim() !== '') {
    y = canvas.paragraph(party.name, x, y, width, { face: faces.bold, size: options.nameSize });
  }
  if (party.address.trim() !== '') y = canvas.paragraph(party.address, x, y, width, body);
  if (party.taxId.trim() !== '') {
    const branch = party.branchCode.trim() === '' ? '' : `   ${formatBranch(party.branchCode)}`;
    y = canvas.paragraph(`เลขประจำตัวผู้เสียภาษี / Tax ID ${party.taxId.trim()}${branch}`, x, y, width, body);
  }
  const contact = [
    party.tel?.trim() ? `โทร / Tel ${party.tel.trim()}` : '',
    party.email?.trim() ? `อีเมล / Email ${party.email.trim()}` : '',
  ]
    .filter(Boolean)
    .join('   ');
  if (contact !== '') y = canvas.paragraph(contact, x, y, width, body);
  return y;
}

/** "label   value" with the value wrapped in the space right of the label. */
function drawField(
  canvas: PageCanvas,
  faces: DocumentFaces,
  label: string,
  value: string,
  x: number,
  top: number,
  width: number,
): number {
  canvas.text(label, x, firstBaseline(top, SIZE.body), {
    face: faces.regular,
    size: SIZE.label,
    gray: GRAY.muted,
  });
  return canvas.paragraph(value, x + FIELD_LABEL_WIDTH, top, width - FIELD_LABEL_WIDTH, {
    face: faces.regular,
    size: SIZE.body,
  });
}

/** A debit / credit note's three values beside its reference (note-values.ts); none otherwise. */
function noteLines(doc: PdfDocument): (readonly [string, string])[] {
  const values = noteValues(doc);
  if (!values) return [];
  return [
    ['มูลค่าเดิม / Original', formatSatang(values.original)],
    ['ที่ถูกต้อง / Correct', formatSatang(values.correct)],
    ['ผลต่าง / Difference', formatSatang(values.difference)],
  ];
}
