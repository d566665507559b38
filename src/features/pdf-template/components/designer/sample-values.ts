import { bahttext } from 'bahttext';
import type { FieldFormat } from 'contract/pdf-template';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';

// The sample values the designer draws in each box (the preview PDF uses the server's own
// samples). Numbers, dates and codes are here; the words (names, addresses, items) come from the
// locale files — Thai text lives there only. Formats print as the generated PDF does whatever
// the screen's language: Buddhist-era Thai dates, grouped amounts, amounts in Thai words.

dayjs.extend(buddhistEra);

/** The words of the samples, from the `pdf-template` namespace (sample.*). */
export interface SampleWords {
  buyerName: string;
  buyerAddress: string;
  sellerName: string;
  sellerAddress: string;
  purposeText: string;
  remark: string;
  itemNames: readonly string[];
  units: readonly string[];
}

/** Three item lines: the designer shows the repetition of the item table's rows with them. */
export const SAMPLE_LINES = [
  {
    ITEM_CODE: 'P-001',
    ITEM_QTY: '2',
    ITEM_UNIT_PRICE: '250.00',
    ITEM_DISCOUNT: '10.00',
    ITEM_AMOUNT: '490.00',
  },
  {
    ITEM_CODE: 'P-002',
    ITEM_QTY: '1',
    ITEM_UNIT_PRICE: '450.00',
    ITEM_DISCOUNT: '0.00',
    ITEM_AMOUNT: '450.00',
  },
  {
    ITEM_CODE: 'P-003',
    ITEM_QTY: '2',
    ITEM_UNIT_PRICE: '106.87',
    ITEM_DISCOUNT: '0.00',
    ITEM_AMOUNT: '213.74',
  },
] as const;

/** The document's values as given (before a format), for the keys that are not words. */
const SAMPLE_FIELDS: Record<string, string> = {
  DOCUMENT_NO: 'INV-2026-0001',
  ISSUE_DATE: '2026-11-21',
  DUE_DATE: '2026-12-21',
  BUYER_TAX_ID: '0105536112014',
  BUYER_BRANCH_CODE: '00000',
  BUYER_EMAIL: 'buyer@example.co.th',
  BUYER_TEL: '021234567',
  BUYER_ZIP_CODE: '10110',
  VAT_RATE: '7',
  VAT_AMOUNT: '80.76',
  TOTAL_BEFORE_VAT: '1153.74',
  TOTAL_AMOUNT: '1234.50',
  CURRENCY: 'THB',
  REFERENCE_DOCUMENT_NO: 'INV-2026-0000',
  REFERENCE_DOCUMENT_DATE: '2026-10-31',
  PURPOSE_CODE: 'TIVC01',
  SELLER_TAX_ID: '0105536112022',
  PAGE_NO: '1 / 1',
  // A credit note's values: the difference is the note's value before VAT, the correct value the
  // original less it (the server's note-values.ts; a debit note adds it).
  ORIGINAL_AMOUNT: '5000.00',
  CORRECT_AMOUNT: '3846.26',
  DIFFERENCE_AMOUNT: '1153.74',
};

/** The value of `dataTypeKey` as given, on item line `line` (0-based) for ITEM_* keys. */
export function rawSample(dataTypeKey: string, line: number, words: SampleWords): string {
  const lineIndex = line % SAMPLE_LINES.length;
  const itemLine: Record<string, string> = SAMPLE_LINES[lineIndex] ?? SAMPLE_LINES[0];
  switch (dataTypeKey) {
    case 'BUYER_NAME':
      return words.buyerName;
    case 'BUYER_ADDRESS':
      return words.buyerAddress;
    case 'SELLER_NAME':
      return words.sellerName;
    case 'SELLER_ADDRESS':
      return words.sellerAddress;
    case 'PURPOSE_TEXT':
      return words.purposeText;
    case 'REMARK':
      return words.remark;
    case 'AMOUNT_IN_WORDS_TH':
      return bahttext(Number(SAMPLE_FIELDS.TOTAL_AMOUNT));
    case 'ITEM_LINE_NO':
      return String(line + 1);
    case 'ITEM_NAME':
      return words.itemNames[lineIndex] ?? '';
    case 'ITEM_UNIT':
      return words.units[lineIndex] ?? '';
    default:
      return itemLine[dataTypeKey] ?? SAMPLE_FIELDS[dataTypeKey] ?? dataTypeKey;
  }
}

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

/** A value printed in a format (contract FIELD_FORMATS); null prints it as given. */
export function formatValue(value: string, format: FieldFormat | null): string {
  switch (format) {
    case null:
      return value;
    case 'DATE_BE_LONG':
      return dayjs(value).locale('th').format('D MMM BBBB');
    case 'DATE_BE':
      return dayjs(value).format('DD/MM/BBBB');
    case 'DATE_CE':
      return dayjs(value).format('DD/MM/YYYY');
    case 'AMOUNT':
      return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        Number(value),
      );
    case 'AMOUNT_WORDS_TH':
      return bahttext(Number(value));
    case 'NUMBER': {
      const decimals = decimalsOf(value);
      return new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(Number(value));
    }
  }
}

/** What a field of `dataTypeKey` in `format` shows on item line `line` (0 outside the table). */
export function sampleValue(
  dataTypeKey: string,
  format: FieldFormat | null,
  words: SampleWords,
  line = 0,
): string {
  return formatValue(rawSample(dataTypeKey, line, words), format);
}
