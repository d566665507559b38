// What the built-in document layout draws: plain data, no database types, so that a job, a
// preview route or a test can fill it. Amounts and quantities stay decimal strings (as stored)
// and the renderer formats them; dates are Gregorian YYYY-MM-DD and shown Buddhist-era.

export interface PdfParty {
  name: string;
  taxId: string;
  /** 5 digits; '00000' is the head office (สำนักงานใหญ่). */
  branchCode: string;
  address: string;
  email?: string;
  tel?: string;
}

export interface PdfLine {
  lineNo: number;
  itemCode?: string;
  itemName: string;
  qty: string;
  /** Free text unit (ETDA's unitCode is free text in v2.0), e.g. 'ชิ้น'. */
  unit?: string;
  unitPrice: string;
  discount: string;
  /** qty × unitPrice − discount, before VAT. */
  amount: string;
}

export interface PdfReference {
  documentNo: string;
  /** YYYY-MM-DD */
  documentDate: string;
  reasonText?: string;
  /**
   * A debit / credit note's original value (the referenced invoice's value before VAT): the note
   * then states the original, the correct value and the difference (Revenue Code s.86/9, 86/10).
   */
  originalAmount?: string;
}

/** A deposit (docs/etax-xml.md "Deposits"). */
export interface PdfPrepaid {
  /** PP001–PP006. */
  typeCode: string;
  /** Deducted before VAT (a final invoice); absent: this document invoices the deposit itself. */
  amount?: string;
  /** The lines' sum before the deduction (with `amount`). */
  subtotal?: string;
  /** The deposit invoice, when the rows name it. */
  invoiceNo?: string;
  /** YYYY-MM-DD */
  invoiceDate?: string;
}

export interface PdfDocument {
  /** 388, T02, T03, T04, T01, 80, 81, T05, T06, T07, 380 (design/domain.md "Documents"). */
  documentTypeCode: string;
  /**
   * The title for a type the built-in list does not know (an E-DOCUMENT type configured in the
   * listbox group DOCUMENT_TYPE, such as a quotation); the built-in names win for known codes.
   */
  documentTitle?: { th: string; en: string };
  documentNo: string;
  /** YYYY-MM-DD, Gregorian. */
  issueDate: string;
  dueDate?: string;
  seller: PdfParty;
  buyer: PdfParty;
  lines: PdfLine[];
  totalBeforeVat: string;
  /** Percent, e.g. '7' or '7.00'. */
  vatRate: string;
  vatAmount: string;
  totalAmount: string;
  currency: string;
  /** Computed by the caller (bahttext), so that the PDF and the XML say the same words. */
  amountInWordsTh: string;
  /** Debit and credit notes (80, 81) and cancellations (T07) name the document they change. */
  reference?: PdfReference;
  remark?: string;
  prepaid?: PdfPrepaid;
}
