// From an import's rows to documents (domain.md "Import workflow"): the rows with the same
// DOCUMENT_NO form one document, in the order they first appear, with one item line per row.
// Totals are computed in satang (quantities and unit prices in ten-thousandths: they may carry 4
// decimals; each line amount is rounded to the satang) and checked against the totals the file
// states; a document that cannot be made keeps the reason (a code and its parameters) instead of
// failing the whole import.
import { bahttext } from 'bahttext';
import { divRound, formatFine, lineSatang, toFine, toSatang, withinSatang } from '../../validation/money';

/** A staged row: its number in the file and its values by document field. */
export interface SourceRow {
  rowNo: number;
  data: Record<string, string | null>;
}

export interface DraftLine {
  lineNo: number;
  itemCode: string | null;
  itemName: string;
  qty: string;
  unit: string | null;
  unitPrice: string;
  discount: string;
  amount: string;
}

/** The header fields of a document, as the rows give them (null when the template has none). */
export interface DraftHeader {
  issueDate: string | null;
  dueDate: string | null;
  buyerName: string | null;
  buyerTaxId: string | null;
  buyerBranchCode: string | null;
  buyerEmail: string | null;
  buyerTel: string | null;
  buyerAddress: string | null;
  buyerZipCode: string | null;
  /** The TISI sub-district code of the buyer's address, when the upload found it (BUYER_PLACE_KEY). */
  buyerSubDistrictCode: string | null;
  currency: string;
  referenceDocumentNo: string | null;
  referenceDocumentDate: string | null;
  purposeCode: string | null;
  purposeText: string | null;
  remark: string | null;
  /** A deposit deducted, before VAT (docs/etax-xml.md "Deposits"); the deposit invoice is the reference. */
  prepaidAmount: string | null;
  /** PP001–PP006: the kind of the deduction, or, without an amount, of the deposit this document invoices. */
  prepaidType: string | null;
}

export interface DraftTotals {
  totalBeforeVat: string;
  vatRate: string;
  vatAmount: string;
  totalAmount: string;
  amountInWordsTh: string;
}

export type DraftFailure =
  /** A field a document cannot be made without (DOCUMENT_NO, ISSUE_DATE, BUYER_NAME, ITEM_NAME …). */
  | { code: 'MISSING_FIELD'; params: { field: string; rowNo: number } }
  /** A total the file states differs from the one the lines add up to by more than 0.01. */
  | { code: 'TOTAL_MISMATCH'; params: { field: string; stated: string; computed: string } }
  /** An amount not a plain decimal of at most 2 places (a quantity or price: 4), a row that skipped validation. */
  | { code: 'INVALID_AMOUNT'; params: { field: string; rowNo: number } }
  /** The customer has issued this number for this document type in another import. */
  | { code: 'NUMBER_TAKEN'; params: { documentNo: string } }
  /** Its e-Tax XML failed the official schema or ETDA's rules (document.xml_failures says how). */
  | { code: 'XML_INVALID'; params: { count: number } };

export interface DocumentDraft {
  documentNo: string;
  firstRowNo: number;
  header: DraftHeader;
  lines: DraftLine[];
  /** Undefined when the document failed before its totals could be computed. */
  totals?: DraftTotals;
  failure?: DraftFailure;
}

/**
 * The lines as the PDF and the e-Tax XML take them: a code or unit the rows leave empty is
 * absent, not null.
 */
export function printedLines(draft: DocumentDraft) {
  return draft.lines.map(({ itemCode, unit, ...line }) => ({
    ...line,
    ...(itemCode ? { itemCode } : {}),
    ...(unit ? { unit } : {}),
  }));
}

/** The lines and amounts of a made document, as the PDF and the e-Tax XML both take them. */
export function printedAmounts(draft: DocumentDraft) {
  const totals = draft.totals!;
  return {
    lines: printedLines(draft),
    totalBeforeVat: totals.totalBeforeVat,
    vatRate: totals.vatRate,
    vatAmount: totals.vatAmount,
    totalAmount: totals.totalAmount,
    currency: draft.header.currency,
  };
}

/** `{ [key]: value }` when there is a value, nothing otherwise (absent, not null). */
export const optional = <K extends string>(key: K, value: string | null) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** The VAT rate when the rows give none: 7 % on tax documents (E-TAX), none on others. */
export function defaultVatRate(uploadType: 'ETAX' | 'EDOC'): bigint {
  return uploadType === 'ETAX' ? 700n : 0n;
}

/**
 * A staged value no template column gives: the sub-district code of the buyer's address, which
 * the upload reads off the master data (server/db/place-codes.ts) for the e-Tax XML.
 */
export const BUYER_PLACE_KEY = 'BUYER_SUB_DISTRICT_CODE';

/** The draft's header fields and the document fields (DATA_TYPE_KEY) they are read from. */
export const HEADER_KEYS: Record<keyof Omit<DraftHeader, 'currency' | 'buyerSubDistrictCode'>, string> = {
  issueDate: 'ISSUE_DATE',
  dueDate: 'DUE_DATE',
  buyerName: 'BUYER_NAME',
  buyerTaxId: 'BUYER_TAX_ID',
  buyerBranchCode: 'BUYER_BRANCH_CODE',
  buyerEmail: 'BUYER_EMAIL',
  buyerTel: 'BUYER_TEL',
  buyerAddress: 'BUYER_ADDRESS',
  buyerZipCode: 'BUYER_ZIP_CODE',
  referenceDocumentNo: 'REFERENCE_DOCUMENT_NO',
  referenceDocumentDate: 'REFERENCE_DOCUMENT_DATE',
  purposeCode: 'PURPOSE_CODE',
  purposeText: 'PURPOSE_TEXT',
  remark: 'REMARK',
  prepaidAmount: 'PREPAID_AMOUNT',
  prepaidType: 'PREPAID_TYPE',
};

/** The kind of a deduction whose rows name none: a deposit (เงินมัดจำ). */
export const DEFAULT_PREPAID_TYPE = 'PP001';

/** "107000" satang → "1070.00" (a plain decimal, as numeric columns take it). */
export function satangToDecimal(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** A header field: the first row that gives it (the import rules made every row agree). */
function headerValue(rows: SourceRow[], key: string): string | null {
  for (const row of rows) {
    const value = row.data[key];
    if (present(value)) return value.trim();
  }
  return null;
}

class Failure extends Error {
  constructor(readonly failure: DraftFailure) {
    super(failure.code);
  }
}

function amountOf(row: SourceRow, key: string, fallback?: bigint, parse = toSatang): bigint {
  const value = row.data[key];
  if (!present(value)) {
    if (fallback !== undefined) return fallback;
    throw new Failure({ code: 'MISSING_FIELD', params: { field: key, rowNo: row.rowNo } });
  }
  const parsed = parse(value.trim());
  if (parsed === undefined)
    throw new Failure({ code: 'INVALID_AMOUNT', params: { field: key, rowNo: row.rowNo } });
  return parsed;
}

function buildLines(rows: SourceRow[]): { lines: DraftLine[]; amounts: bigint[] } {
  const amounts: bigint[] = [];
  const lines = rows.map((row, index): DraftLine => {
    const itemName = row.data.ITEM_NAME;
    if (!present(itemName)) {
      throw new Failure({ code: 'MISSING_FIELD', params: { field: 'ITEM_NAME', rowNo: row.rowNo } });
    }
    const qty = amountOf(row, 'ITEM_QTY', undefined, toFine);
    const unitPrice = amountOf(row, 'ITEM_UNIT_PRICE', undefined, toFine);
    const discount = amountOf(row, 'ITEM_DISCOUNT', 0n);
    const computed = lineSatang(qty, unitPrice, discount);
    const stated = present(row.data.ITEM_AMOUNT) ? amountOf(row, 'ITEM_AMOUNT') : computed;
    if (!withinSatang(stated, computed)) {
      throw new Failure({
        code: 'TOTAL_MISMATCH',
        params: {
          field: 'ITEM_AMOUNT',
          stated: satangToDecimal(stated),
          computed: satangToDecimal(computed),
        },
      });
    }
    amounts.push(stated);
    return {
      lineNo: index + 1,
      itemCode: present(row.data.ITEM_CODE) ? row.data.ITEM_CODE.trim() : null,
      itemName: itemName.trim(),
      qty: formatFine(qty),
      unit: present(row.data.ITEM_UNIT) ? row.data.ITEM_UNIT.trim() : null,
      unitPrice: formatFine(unitPrice),
      discount: satangToDecimal(discount),
      amount: satangToDecimal(stated),
    };
  });
  return { lines, amounts };
}

/** The deposit deducted: at most the lines' sum and not negative (the upload said so at its row). */
function prepaidOf(rows: SourceRow[], linesTotal: bigint): bigint {
  const row = rows.find((candidate) => present(candidate.data.PREPAID_AMOUNT));
  if (!row) return 0n;
  const prepaid = amountOf(row, 'PREPAID_AMOUNT');
  if (prepaid < 0n || prepaid > linesTotal)
    throw new Failure({ code: 'INVALID_AMOUNT', params: { field: 'PREPAID_AMOUNT', rowNo: row.rowNo } });
  return prepaid;
}

function computeTotals(rows: SourceRow[], amounts: bigint[], vatRateDefault: bigint): DraftTotals {
  // Before VAT = the lines − a deposit deducted: the VAT is on the net, as ETDA's prepaid samples.
  const linesTotal = amounts.reduce((sum, amount) => sum + amount, 0n);
  const before = linesTotal - prepaidOf(rows, linesTotal);
  const first = rows[0]!;
  const rate = amountOf(first, 'VAT_RATE', vatRateDefault);
  // VAT = before × rate %: satang × satang-scaled percent is scaled 10^6, back to satang.
  const vat = divRound(before * rate, 10_000n);
  const total = before + vat;
  const check = (field: string, computed: bigint) => {
    if (!present(headerValue(rows, field))) return;
    const stated = amountOf(
      rows.find((row) => present(row.data[field]))!,
      field,
    );
    if (!withinSatang(stated, computed)) {
      throw new Failure({
        code: 'TOTAL_MISMATCH',
        params: { field, stated: satangToDecimal(stated), computed: satangToDecimal(computed) },
      });
    }
  };
  check('TOTAL_BEFORE_VAT', before);
  check('VAT_AMOUNT', vat);
  check('TOTAL_AMOUNT', total);
  return {
    totalBeforeVat: satangToDecimal(before),
    vatRate: satangToDecimal(rate),
    vatAmount: satangToDecimal(vat),
    totalAmount: satangToDecimal(total),
    amountInWordsTh: bahttext(Number(total) / 100),
  };
}

function buildDocument(documentNo: string, rows: SourceRow[], vatRateDefault: bigint): DocumentDraft {
  const header = Object.fromEntries(
    Object.entries(HEADER_KEYS).map(([name, key]) => [name, headerValue(rows, key)]),
  ) as Omit<DraftHeader, 'currency' | 'buyerSubDistrictCode'>;
  // A column of zeros deducts nothing: those invoices are ordinary ones.
  const prepaidAmount = toSatang(header.prepaidAmount) === 0n ? null : header.prepaidAmount;
  const draft: DocumentDraft = {
    documentNo,
    firstRowNo: rows[0]!.rowNo,
    header: {
      ...header,
      prepaidAmount,
      // A deduction whose kind the rows do not name is a deposit.
      prepaidType: header.prepaidType ?? (prepaidAmount ? DEFAULT_PREPAID_TYPE : null),
      buyerSubDistrictCode: headerValue(rows, BUYER_PLACE_KEY),
      currency: headerValue(rows, 'CURRENCY') ?? 'THB',
    },
    lines: [],
  };
  try {
    for (const [field, value] of [
      ['DOCUMENT_NO', documentNo],
      ['ISSUE_DATE', header.issueDate],
      ['BUYER_NAME', header.buyerName],
    ] as const) {
      if (!present(value))
        throw new Failure({ code: 'MISSING_FIELD', params: { field, rowNo: rows[0]!.rowNo } });
    }
    const { lines, amounts } = buildLines(rows);
    draft.lines = lines;
    draft.totals = computeTotals(rows, amounts, vatRateDefault);
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    draft.failure = error.failure;
  }
  return draft;
}

/**
 * Groups the rows (in file order) into documents and computes each one. Rows without a number
 * form one failed document with an empty number. Header fields are read from the first row that
 * gives them; item fields come from every row.
 */
export function buildDocuments(rows: readonly SourceRow[], vatRateDefault: bigint): DocumentDraft[] {
  const groups = new Map<string, SourceRow[]>();
  for (const row of rows) {
    const key = present(row.data.DOCUMENT_NO) ? row.data.DOCUMENT_NO.trim() : '';
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].map(([documentNo, group]) => buildDocument(documentNo, group, vatRateDefault));
}
