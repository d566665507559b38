/** What one file cell or typed field holds (a Date: a real Excel date, read as UTC midnight). */
export type CellInput = string | number | boolean | Date | null;

/** One column of the template, as the rules need it. */
export interface ColumnRule {
  /** The file column A … AZ. */
  inputCol: string;
  /** The document field (DATA_TYPE_KEY). */
  dataTypeKey: string;
  /** STRING, INTEGER, DECIMAL, DATE, EMAIL, TEL, TAX_ID. */
  inputType: string;
  /** TEXTBOX, TEXTAREA, NUMBER, DATEPICKER, DROPDOWN, CHECKBOX. */
  inputControlType: string;
  required: boolean;
  maxLength: number | null;
  /** The values a DROPDOWN column allows ([] otherwise). */
  options: readonly string[];
}

export type ProblemCode =
  | 'REQUIRED'
  | 'MAX_LENGTH'
  | 'INTEGER'
  | 'DECIMAL'
  | 'DECIMAL_PLACES'
  | 'DATE'
  | 'EMAIL'
  | 'TEL'
  | 'TAX_ID'
  | 'OPTION'
  | 'CHECKBOX'
  /** A branch code that is not 5 digits. */
  | 'BRANCH_CODE'
  /** A VAT rate the customer does not charge (params.allowed). */
  | 'VAT_RATE'
  /** A fraction where a percent is meant: 0.07 for 7 (params.value, params.meant). */
  | 'VAT_RATE_FRACTION'
  /** An issue date more than a few days ahead (params.latest, params.days). */
  | 'ISSUE_DATE_FUTURE'
  /** An issue date before the customer's e-Tax start (params.start). */
  | 'ISSUE_DATE_BEFORE_START'
  | 'ITEM_AMOUNT'
  | 'TOTAL_BEFORE_VAT'
  | 'VAT_AMOUNT'
  | 'TOTAL_AMOUNT'
  | 'HEADER_MISMATCH'
  /** The customer has issued this document number for this document type already. */
  | 'NUMBER_ISSUED'
  /** A document number (document-number.ts): a character that cannot be printed, … */
  | 'DOCUMENT_NO_CHARACTER'
  /** … two spaces in a row, … */
  | 'DOCUMENT_NO_SPACES'
  /** … more characters than ETDA's schema takes (35). */
  | 'DOCUMENT_NO_LENGTH'
  /** A full tax invoice names the buyer's address and zip code (section 86/4). */
  | 'FULL_TAX_INVOICE_FIELD'
  /** A zip code is 5 digits. */
  | 'ZIP_CODE'
  /** A deposit deducted below zero, … */
  | 'PREPAID_NEGATIVE'
  /** … more than the lines it is deducted from (params.linesTotal), … */
  | 'PREPAID_EXCEEDS'
  /** … of a kind that is not ETDA's PP001–PP006 (params.allowed), … */
  | 'PREPAID_TYPE'
  /** … on an E-TAX type that is not a tax invoice (388, T02–T04), … */
  | 'PREPAID_NOT_TAX_INVOICE'
  /** … more than the deposit invoice it names, issued here (params.documentNo, params.deposit), … */
  | 'PREPAID_ABOVE_DEPOSIT'
  /** … or without the deposit invoice (REFERENCE_DOCUMENT_NO and _DATE) on an E-TAX tax invoice. */
  | 'PREPAID_REFERENCE'
  /** The document's e-Tax XML fails ETDA's schema or rules here (params: rule, detail). */
  | 'ETAX_RULE'
  /** A note or cancellation names a number that is no tax invoice this customer issued (params.documentNo), … */
  | 'REFERENCE_NOT_ISSUED'
  /** … or one a cancellation note cancels already or waits to (params.documentNo). */
  | 'REFERENCE_CANCELLED';

/** What the rules need to know besides the row: the customer's tax settings and the day. */
export interface RowContext {
  /** The VAT rates (percent, plain decimals: '0', '7') the customer's documents may carry. */
  vatRates: readonly string[];
  /** The first issue date the documents may bear (YYYY-MM-DD), or null: none. */
  etaxStartDate: string | null;
  /** Today in Asia/Bangkok (YYYY-MM-DD). */
  today: string;
}

/** A problem of one row: the field, the file column it is read from, what is wrong. */
export interface RowProblem {
  key: string;
  column: string | null;
  code: ProblemCode;
  params?: Record<string, string | number>;
}

export interface CheckedRow {
  rowNo: number;
  /** Values by document field: normalised when valid, as read otherwise, null when empty. */
  data: Record<string, string | null>;
  problems: RowProblem[];
}
