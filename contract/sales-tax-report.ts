// The sales tax report, รายงานภาษีขาย (Revenue Code s.87; docs/sales-tax-report.md): every tax
// invoice, debit and credit note one branch of a customer issued in one month, in order, with
// the totals; as a preview (JSON), an .xlsx and a Thai PDF. ADMIN (every customer) and CUSTOMER
// (its own; a USER its assigned branches). Under /api/app/salesTaxReportController/.
import { codePatterns, schemaKit as k } from './customer';
import type { BodyOf, DataOf } from './schema-kit';

export const SALES_TAX_REPORT_PREFIX = '/api/app/salesTaxReportController';

export const SALES_TAX_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SALES_TAX_PDF_TYPE = 'application/pdf';

/** The preview holds the first rows only; the downloads hold them all. */
export const SALES_TAX_PREVIEW_ROWS = 200;

/**
 * The document types the report lists: tax invoices (full and abbreviated), debit and credit
 * notes. A cancellation note (T07) is not a row: it marks the document it names as cancelled.
 */
export const SALES_TAX_DOCUMENT_TYPES = ['388', 'T02', 'T03', 'T04', 'T05', 'T06', '80', '81'] as const;

/** YYYY-MM (Gregorian; the report shows the Buddhist-era year in Thai). */
export const taxMonth = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])$');

/** A decimal string with 2 places ("1070.00", "-107.00"), as the document calls answer amounts. */
const amount = k.pattern('^-?[0-9]+\\.[0-9]{2}$');

const request = k.body(
  {
    /** ADMIN: required; a customer user's own customer whatever it says. */
    customerCode: k.pattern(codePatterns.customerCode),
    branchCode: k.pattern(codePatterns.branchCode),
    month: taxMonth,
  },
  ['branchCode', 'month'],
);

const row = k.object({
  /** ลำดับ: 1, 2, … in the report's order (issue date, number). */
  seq: k.int,
  documentId: k.int,
  /** YYYY-MM-DD */
  issueDate: k.str,
  documentNo: k.str,
  documentType: k.str,
  buyerName: k.nullableStr,
  buyerTaxId: k.nullableStr,
  /** 00000 = head office; null when the document names none. */
  buyerBranchCode: k.nullableStr,
  /** Value before VAT and VAT; a credit note's negative. */
  value: amount,
  vat: amount,
  /** A cancellation note names it: marked, and left out of the totals. */
  cancelled: k.bool,
});

const report = k.object({
  seller: k.object({
    customerCode: k.str,
    customerName: k.str,
    taxId: k.str,
    branchCode: k.str,
    branchName: k.nullableStr,
  }),
  month: k.str,
  /** The first SALES_TAX_PREVIEW_ROWS rows. */
  rows: { type: 'array', items: row },
  /** All rows of the month (cancelled ones too). */
  rowCount: k.int,
  cancelledCount: k.int,
  /** Sums of the rows not cancelled. */
  totals: k.object({ value: amount, vat: amount }),
});

export const salesTaxReportSchemas = {
  /** What the report holds: the seller, the first rows and the totals. */
  preview: { body: request, response: k.okEnvelope(report) },
  /** The report as an .xlsx (the 200 answer is the file). */
  xlsx: { body: request },
  /** The report as a Thai PDF, A4 landscape (the 200 answer is the file). */
  pdf: { body: request },
} as const;

type Calls = typeof salesTaxReportSchemas;
export type SalesTaxReportRequest = BodyOf<Calls['preview']>;
export type SalesTaxReport = DataOf<Calls['preview']>;
export type SalesTaxRow = SalesTaxReport['rows'][number];
