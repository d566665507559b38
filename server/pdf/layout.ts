// Geometry of the built-in A4 layout, in points (1/72 inch), y upwards from the page bottom.

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 36;
export const CONTENT_LEFT = MARGIN;
export const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
/** The page number line sits in the bottom margin; nothing else goes below this. */
export const FOOTER_BASELINE = 22;
export const CONTENT_BOTTOM = MARGIN + 4;

export const SIZE = {
  title: 17,
  titleEn: 11,
  sellerName: 13,
  body: 9.5,
  label: 8.5,
  table: 9,
  tableHeader: 8.5,
  footer: 8,
} as const;

/**
 * Line height as a multiple of the font size. Sarabun's ascent + descent is 1.3 em; Thai
 * stacks a vowel and a tone mark above the consonant, and 1.45 keeps stacked marks of one line
 * clear of the descenders (ฤ ญ ุ ู) of the line above.
 */
export const LINE_HEIGHT = 1.45;

export const lineHeight = (size: number) => size * LINE_HEIGHT;

/** The baseline of the first line of text in a box whose top is at `top`. */
export const firstBaseline = (top: number, size: number) => top - size * 1.12;

export const GRAY = { rule: 0.6, headerFill: 0.92, totalFill: 0.95, muted: 0.35 } as const;

export type ColumnKey =
  'lineNo' | 'itemCode' | 'itemName' | 'qty' | 'unit' | 'unitPrice' | 'discount' | 'amount';

export interface Column {
  key: ColumnKey;
  th: string;
  en: string;
  width: number;
  align: 'left' | 'right' | 'center';
  /** Numbers shrink to fit their cell instead of wrapping (a split amount misreads). */
  numeric: boolean;
}

export const CELL_PADDING_X = 3;
export const CELL_PADDING_Y = 3;

const FIXED: Omit<Column, 'width'>[] = [
  { key: 'lineNo', th: 'ลำดับ', en: 'No.', align: 'center', numeric: true },
  { key: 'itemCode', th: 'รหัสสินค้า', en: 'Code', align: 'left', numeric: false },
  { key: 'itemName', th: 'รายการ', en: 'Description', align: 'left', numeric: false },
  { key: 'qty', th: 'จำนวน', en: 'Qty', align: 'right', numeric: true },
  { key: 'unit', th: 'หน่วย', en: 'Unit', align: 'left', numeric: false },
  { key: 'unitPrice', th: 'ราคาต่อหน่วย', en: 'Unit price', align: 'right', numeric: true },
  { key: 'discount', th: 'ส่วนลด', en: 'Discount', align: 'right', numeric: true },
  { key: 'amount', th: 'จำนวนเงิน', en: 'Amount', align: 'right', numeric: true },
];

const WIDTHS: Record<Exclude<ColumnKey, 'itemName'>, number> = {
  lineNo: 28,
  itemCode: 58,
  qty: 46,
  unit: 40,
  unitPrice: 66,
  discount: 54,
  amount: 74,
};

/** The item table's columns, left to right; the description takes what the others leave. */
export const COLUMNS: readonly Column[] = FIXED.map((column) => ({
  ...column,
  width:
    column.key === 'itemName'
      ? CONTENT_WIDTH - Object.values(WIDTHS).reduce((sum, width) => sum + width, 0)
      : WIDTHS[column.key],
}));
