// Under the item table: the amount in Thai words on the left, the totals on the right. The
// block is measured first so that it moves to a new page whole rather than split.
import type { PdfDocument } from './document-model';
import { formatAmount, formatPercent } from './format';
import { CONTENT_LEFT, CONTENT_RIGHT, CONTENT_WIDTH, GRAY, SIZE, firstBaseline, lineHeight } from './layout';
import type { DocumentFaces, PageCanvas } from './page-canvas';
import { PREPAID_ROW_LABEL, SUBTOTAL_ROW_LABEL } from './prepaid-text';
import { wrapText } from './thai-text';

const TOTALS_WIDTH = 250;
const GAP = 12;
const WORDS_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - GAP;
const ROW_PADDING = 3;
const ROW_HEIGHT = lineHeight(SIZE.body) + 2 * ROW_PADDING;
const TOP_GAP = 6;

export interface PreparedTotals {
  height: number;
  /** Draws the block with its top at y; returns its bottom. */
  draw(canvas: PageCanvas, top: number): number;
}

export function prepareTotals(faces: DocumentFaces, doc: PdfDocument): PreparedTotals {
  const vat = formatPercent(doc.vatRate);
  const prepaid = doc.prepaid?.amount !== undefined ? doc.prepaid : undefined;
  const rows: [string, string, boolean][] = [
    // A final invoice: the lines' sum, the deposit deducted, then the net the VAT is on.
    ...(prepaid
      ? ([
          [SUBTOTAL_ROW_LABEL, formatAmount(prepaid.subtotal ?? ''), false],
          [PREPAID_ROW_LABEL, formatAmount(prepaid.amount ?? ''), false],
        ] satisfies [string, string, boolean][])
      : []),
    ['รวมเงินก่อนภาษี / Total before VAT', formatAmount(doc.totalBeforeVat), false],
    [`ภาษีมูลค่าเพิ่ม ${vat}% / VAT ${vat}%`, formatAmount(doc.vatAmount), false],
    [`จำนวนเงินรวมทั้งสิ้น / Grand total`, formatAmount(doc.totalAmount), true],
  ];
  const words =
    doc.amountInWordsTh.trim() === ''
      ? []
      : wrapText(faces.bold.face, `(${doc.amountInWordsTh.trim()})`, SIZE.body, WORDS_WIDTH);
  const wordsHeight = words.length === 0 ? 0 : lineHeight(SIZE.label) + words.length * lineHeight(SIZE.body);
  const height = TOP_GAP + Math.max(rows.length * ROW_HEIGHT, wordsHeight);

  const draw = (canvas: PageCanvas, blockTop: number): number => {
    const top = blockTop - TOP_GAP;
    if (words.length > 0) {
      let y = canvas.paragraph('จำนวนเงินตัวอักษร / Amount in words', CONTENT_LEFT, top, WORDS_WIDTH, {
        face: faces.regular,
        size: SIZE.label,
        gray: GRAY.muted,
      });
      for (const line of words) {
        canvas.text(line, CONTENT_LEFT, firstBaseline(y, SIZE.body), { face: faces.bold, size: SIZE.body });
        y -= lineHeight(SIZE.body);
      }
    }
    const left = CONTENT_RIGHT - TOTALS_WIDTH;
    let y = top;
    for (const [label, value, grand] of rows) {
      if (grand) canvas.rect(left, y - ROW_HEIGHT, TOTALS_WIDTH, ROW_HEIGHT, { fill: GRAY.totalFill });
      const baseline = firstBaseline(y - ROW_PADDING, SIZE.body);
      const face = grand ? faces.bold : faces.regular;
      canvas.text(label, left + ROW_PADDING, baseline, { face, size: SIZE.body });
      canvas.text(value, CONTENT_RIGHT - ROW_PADDING, baseline, { face, size: SIZE.body, align: 'right' });
      y -= ROW_HEIGHT;
      canvas.line(left, y, CONTENT_RIGHT, y, grand ? 0.75 : 0.4, GRAY.rule);
    }
    return blockTop - height;
  };
  return { height, draw };
}
