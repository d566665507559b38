// What a customer's PDF template is filled with for a document (docs/pdf-templates.md): the
// header fields by their DATA_TYPE_KEY, the totals as computed, the seller, a note's three values,
// and the item lines — the same values the built-in layout and the e-Tax XML print.
import type { NoteValues } from '../../pdf/note-values';
import type { TemplateValues } from '../pdf-template/service';
import { HEADER_KEYS, printedLines, satangToDecimal, type DocumentDraft } from './build-documents';

export interface TemplateSeller {
  name: string;
  taxId: string;
  /** The address as printed. */
  address: string;
}

export function templateValuesOf(
  draft: DocumentDraft,
  seller: TemplateSeller,
  /** A debit / credit note's values (note-values.ts); none on other documents. */
  note?: NoteValues,
): TemplateValues {
  const fields: Record<string, string> = {
    DOCUMENT_NO: draft.documentNo,
    CURRENCY: draft.header.currency,
    SELLER_NAME: seller.name,
    SELLER_TAX_ID: seller.taxId,
    SELLER_ADDRESS: seller.address,
  };
  for (const [name, key] of Object.entries(HEADER_KEYS)) {
    const value = draft.header[name as keyof typeof HEADER_KEYS];
    if (value) fields[key] = value;
  }
  const totals = draft.totals;
  if (totals) {
    fields.TOTAL_BEFORE_VAT = totals.totalBeforeVat;
    fields.VAT_RATE = totals.vatRate;
    fields.VAT_AMOUNT = totals.vatAmount;
    fields.TOTAL_AMOUNT = totals.totalAmount;
    fields.AMOUNT_IN_WORDS_TH = totals.amountInWordsTh;
  }
  if (note) {
    fields.ORIGINAL_AMOUNT = satangToDecimal(note.original);
    fields.CORRECT_AMOUNT = satangToDecimal(note.correct);
    fields.DIFFERENCE_AMOUNT = satangToDecimal(note.difference);
  }
  const lines = printedLines(draft).map((line) => ({
    ITEM_LINE_NO: String(line.lineNo),
    ITEM_CODE: line.itemCode ?? '',
    ITEM_NAME: line.itemName,
    ITEM_QTY: line.qty,
    ITEM_UNIT: line.unit ?? '',
    ITEM_UNIT_PRICE: line.unitPrice,
    ITEM_DISCOUNT: line.discount,
    ITEM_AMOUNT: line.amount,
  }));
  return { fields, lines };
}
