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
  | 'ITEM_AMOUNT'
  | 'TOTAL_BEFORE_VAT'
  | 'VAT_AMOUNT'
  | 'TOTAL_AMOUNT'
  | 'HEADER_MISMATCH'
  /** The customer has issued this document number for this document type already. */
  | 'NUMBER_ISSUED'
  /** A full tax invoice names the buyer's address and zip code (section 86/4). */
  | 'FULL_TAX_INVOICE_FIELD'
  /** A zip code is 5 digits. */
  | 'ZIP_CODE'
  /** The document's e-Tax XML fails ETDA's schema or rules here (params: rule, detail). */
  | 'ETAX_RULE';

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
