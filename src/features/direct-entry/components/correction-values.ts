import type { DocumentDetail } from 'contract/document';
import type { InputColumn } from 'contract/upload-template';
import { emptyEntry, type EntryValues } from './entry-values';

/** The fields a correction fills itself (reference) or in its own section (reason). */
export const CORRECTION_KEYS = [
  'REFERENCE_DOCUMENT_NO',
  'REFERENCE_DOCUMENT_DATE',
  'PURPOSE_CODE',
  'PURPOSE_TEXT',
] as const;

const text = (value: string | null | undefined) => value ?? '';

/** The original's header values by document field (what a correction starts from). */
function headerOf(original: DocumentDetail): Record<string, string> {
  return {
    BUYER_NAME: text(original.buyerName),
    BUYER_TAX_ID: text(original.buyerTaxId),
    BUYER_BRANCH_CODE: text(original.buyerBranchCode),
    BUYER_EMAIL: text(original.buyerEmail),
    BUYER_TEL: text(original.buyerTel),
    BUYER_ADDRESS: text(original.buyerAddress),
    BUYER_ZIP_CODE: text(original.buyerZipCode),
    VAT_RATE: text(original.vatRate),
    CURRENCY: text(original.currency),
  };
}

/**
 * The form's first values: the template's fields, filled from the original where it has them —
 * the buyer, the VAT rate and the lines (the user changes them to what the note changes); the
 * note's own number and date are the user's. The reason starts empty.
 */
export function correctionEntry(original: DocumentDetail, columns: readonly InputColumn[]): EntryValues {
  const empty = emptyEntry(columns);
  const header = headerOf(original);
  const fill = (values: Record<string, string>, from: Record<string, string>) =>
    Object.fromEntries(Object.keys(values).map((key) => [key, from[key] ?? values[key]!]));
  const [blankLine] = empty.data.items;
  const items = original.lines.map((line) =>
    fill(blankLine ?? {}, {
      ITEM_CODE: text(line.itemCode),
      ITEM_NAME: line.itemName,
      ITEM_QTY: line.qty,
      ITEM_UNIT: text(line.unit),
      ITEM_UNIT_PRICE: line.unitPrice,
      ITEM_DISCOUNT: line.discount === '0.00' ? '' : line.discount,
      ITEM_AMOUNT: line.amount,
    }),
  );
  const { items: _none, ...emptyHeader } = empty.data;
  return {
    data: {
      ...fill(emptyHeader as Record<string, string>, header),
      PURPOSE_CODE: '',
      PURPOSE_TEXT: '',
      items: items.length ? items : empty.data.items,
    },
  };
}
