// What an e-Tax XML message (ETDA v2.0 or v2.1, docs/etax-xml.md) says about one document: plain
// data, no database types, so that generation, a bench or a test can fill it. Amounts stay
// decimal strings with 2 places (as stored); dates are Gregorian.
import type { EtaxVersion } from '../../contract/etax-version';
import type { PdfLine } from '../pdf/document-model';

/** How a party is identified (ETDA: SpecifiedTaxRegistration/ID schemeID). */
export type EtaxIdScheme =
  /** A VAT-registered tax ID: 13 digits + 5-digit branch ('00000' head office) = 18 digits. */
  | 'TXID'
  /** A Thai national ID of a person: 13 digits. */
  | 'NIDN'
  /** A passport number. */
  | 'CCPT'
  /** No identification known: the ID is 'N/A'. */
  | 'OTHR';

export interface EtaxAddress {
  /** Free text: house number, building, road (and, for a buyer, whatever the file gives). */
  lineOne?: string;
  lineTwo?: string;
  /** 5 digits. */
  postcode?: string;
  /** TISI codes of the address master data: province 2 digits, district 4, sub-district 6. */
  provinceCode?: string;
  districtCode?: string;
  subDistrictCode?: string;
  /** ISO 3166-1 alpha-2; 'TH' unless the file says otherwise. */
  countryId: string;
}

export interface EtaxParty {
  name: string;
  scheme: EtaxIdScheme;
  /** 13 digits for TXID / NIDN, a passport number for CCPT, absent for OTHR. */
  taxId?: string;
  /** 5 digits, TXID only. */
  branchCode?: string;
  address: EtaxAddress;
  email?: string;
  tel?: string;
}

/** A line of the document: the same one its PDF draws. */
export type EtaxLine = PdfLine;

export interface EtaxReference {
  documentNo: string;
  /** YYYY-MM-DD */
  documentDate: string;
  /** The referenced document's type code (388 when the rows do not say). */
  typeCode: string;
  /**
   * The referenced document's value before VAT, 2 places. Needed for 80 and 81: ETDA's
   * DebitCreditNote requires OriginalInformationAmount, so a note without it fails validation.
   */
  originalAmount?: string;
  /**
   * v2.1's ThaiCategoryCode of the reference: 01 (the original of a correction or replacement,
   * the default) or 02 (the document a prepayment was made on). Not written in v2.0.
   */
  categoryCode?: '01' | '02';
}

/**
 * A deposit or other advance payment, invoiced before, that this final invoice deducts
 * (docs/etax-xml.md "Deposits"). The deposit invoice is `EtaxDocument.reference`.
 */
export interface EtaxPrepaid {
  /** Before VAT, 2 places; the lines' sum − this = totalBeforeVat. */
  amount: string;
  /** ETDA's prepaid type: PP001 deposit … PP006 other advance payment. */
  typeCode: string;
}

export interface EtaxDocument {
  /** The version of ETDA's standard the message is written in: the customer's when first made, kept after. */
  etaxVersion: EtaxVersion;
  /** 388, T02, T03, T04, T01, 80, 81, T05, T06, T07. */
  typeCode: string;
  /** The Thai name of the type, exactly as design/domain.md "Documents" lists it. */
  name: string;
  documentNo: string;
  /** YYYY-MM-DD, Gregorian. */
  issueDate: string;
  /** When the message was made (ISO 8601 with offset, no fraction needed). */
  createdAt: Date;
  dueDate?: string;
  seller: EtaxParty;
  buyer: EtaxParty;
  lines: EtaxLine[];
  totalBeforeVat: string;
  /** Percent: '7.00', '0.00'. */
  vatRate: string;
  vatAmount: string;
  totalAmount: string;
  /** ISO 4217, e.g. 'THB'. */
  currency: string;
  /** 80, 81 and T07 name the document they change or cancel. */
  reference?: EtaxReference;
  /** ThaiPurposeCode (e.g. CDNG01, DBNG99, TIVC01); the builder picks the type's "other" code when absent. */
  purposeCode?: string;
  purposeText?: string;
  remark?: string;
  /** A tax invoice (388, T02–T04) that deducts a deposit. */
  prepaid?: EtaxPrepaid;
}
