import {
  AMOUNT_KEYS,
  DATE_KEYS,
  NUMBER_KEYS,
  type FieldAlign,
  type FieldFormat,
} from 'contract/pdf-template';
import type { Size } from './geometry';
import type { DesignerField } from './layout';

// What a field dropped on the page starts as: 10 pt, a box sized for its key, amounts and
// numbers right-aligned, dates in the Buddhist era and amounts grouped (docs/pdf-template-designer.md).

export const DEFAULT_FONT_SIZE = 10;
/** One line of 10 pt text with its leading. */
const LINE_HEIGHT = 14;

const includes = (keys: readonly string[], key: string) => keys.includes(key);

/** Widths (points) of keys whose value is longer or shorter than most. */
const WIDTHS: Record<string, number> = {
  BUYER_NAME: 180,
  SELLER_NAME: 180,
  ITEM_NAME: 180,
  BUYER_ADDRESS: 220,
  SELLER_ADDRESS: 220,
  AMOUNT_IN_WORDS_TH: 240,
  PURPOSE_TEXT: 200,
  REMARK: 200,
  ITEM_LINE_NO: 24,
  ITEM_QTY: 40,
  ITEM_UNIT: 40,
  VAT_RATE: 30,
  PAGE_NO: 40,
  CURRENCY: 40,
  BUYER_BRANCH_CODE: 50,
  BUYER_ZIP_CODE: 50,
};
/** Keys that take several lines. */
const LINES: Record<string, number> = {
  BUYER_ADDRESS: 3,
  SELLER_ADDRESS: 3,
  AMOUNT_IN_WORDS_TH: 2,
  REMARK: 2,
};

export function defaultSize(dataTypeKey: string): Size {
  const width =
    WIDTHS[dataTypeKey] ??
    (includes(DATE_KEYS, dataTypeKey) || includes(AMOUNT_KEYS, dataTypeKey) ? 80 : 110);
  return { width, height: LINE_HEIGHT * (LINES[dataTypeKey] ?? 1) };
}

export function defaultAlign(dataTypeKey: string): FieldAlign {
  return includes(AMOUNT_KEYS, dataTypeKey) || includes(NUMBER_KEYS, dataTypeKey) ? 'RIGHT' : 'LEFT';
}

export function defaultFormat(dataTypeKey: string): FieldFormat | null {
  if (includes(DATE_KEYS, dataTypeKey)) return 'DATE_BE_LONG';
  if (includes(AMOUNT_KEYS, dataTypeKey)) return 'AMOUNT';
  return null;
}

/** A new field of `dataTypeKey` with its top-left corner at (x, y) — placed by layout-edits. */
export function newField(
  init: Pick<DesignerField, 'id' | 'dataTypeKey' | 'label' | 'page' | 'x' | 'y'>,
): DesignerField {
  return {
    ...init,
    ...defaultSize(init.dataTypeKey),
    fontSize: DEFAULT_FONT_SIZE,
    align: defaultAlign(init.dataTypeKey),
    format: defaultFormat(init.dataTypeKey),
  };
}
