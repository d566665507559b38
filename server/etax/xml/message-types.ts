// Which ETDA message carries which document type, and what each message has: the six e-Tax roots
// share one vocabulary but differ in what they allow (docs/etax-xml.md). Roots and namespaces are
// the same in v2.0 and v2.1; what a version adds is in etax-versions.ts.
import { PURPOSE_CODES } from '../../../contract/correction';

export type EtaxMessageKind =
  'TaxInvoice' | 'Receipt' | 'DebitCreditNote' | 'AbbreviatedTaxInvoice' | 'CancellationNote' | 'Invoice';

export interface EtaxMessage {
  kind: EtaxMessageKind;
  /** The root element's local name, e.g. 'TaxInvoice_CrossIndustryInvoice'. */
  root: string;
  rsmNamespace: string;
  ramNamespace: string;
  typeCodes: readonly string[];
  /** False for 380: the Invoice message exists but an invoice is not an e-Tax document. */
  isEtax: boolean;
  /** AbbreviatedTaxInvoice and CancellationNote have no BuyerTradeParty (v2.0 and v2.1). */
  hasBuyer: boolean;
  /** CancellationNote has no lines, taxes nor totals. */
  hasTrade: boolean;
  /** DebitCreditNote and CancellationNote require AdditionalReferencedDocument. */
  requiresReference: boolean;
  /** AbbreviatedTaxInvoice: none in v2.0; v2.1 allows one, but the product makes T05/T06 without a reference. */
  allowsReference: boolean;
  /** DebitCreditNote's header summation also has OriginalInformationAmount / DifferenceInformationAmount. */
  hasDifferenceAmounts: boolean;
  /** The Invoice message has no CreationDateTime. */
  hasCreationDateTime: boolean;
  /** The element name of a contact's e-mail (CancellationNote spells it differently). */
  emailElement: string;
  /**
   * ETDA's AbbreviatedTaxInvoice Schematron (ABB-SellerTradeParty-001) tests SellerTradeParty/ID
   * although its text speaks of the name, so that message repeats the tax ID there.
   */
  sellerPartyId: boolean;
  /** v2.1's CategoryCode of a referenced document: every message but CancellationNote has it. */
  referenceHasCategory: boolean;
}

function message(
  kind: EtaxMessageKind,
  typeCodes: readonly string[],
  shape: Partial<Omit<EtaxMessage, 'kind' | 'root' | 'rsmNamespace' | 'ramNamespace' | 'typeCodes'>>,
): EtaxMessage {
  return {
    kind,
    root: `${kind}_CrossIndustryInvoice`,
    rsmNamespace: `urn:etda:uncefact:data:standard:${kind}_CrossIndustryInvoice:2`,
    ramNamespace: `urn:etda:uncefact:data:standard:${kind}_ReusableAggregateBusinessInformationEntity:2`,
    typeCodes,
    isEtax: true,
    hasBuyer: true,
    hasTrade: true,
    requiresReference: false,
    allowsReference: true,
    hasDifferenceAmounts: false,
    hasCreationDateTime: true,
    emailElement: 'ram:EmailURIUniversalCommunication',
    sellerPartyId: false,
    referenceHasCategory: true,
    ...shape,
  };
}

export const ETAX_MESSAGES: readonly EtaxMessage[] = [
  message('TaxInvoice', ['388', 'T02', 'T03', 'T04'], {}),
  message('Receipt', ['T01'], {}),
  message('DebitCreditNote', ['80', '81'], { requiresReference: true, hasDifferenceAmounts: true }),
  message('AbbreviatedTaxInvoice', ['T05', 'T06'], {
    hasBuyer: false,
    allowsReference: false,
    sellerPartyId: true,
  }),
  message('CancellationNote', ['T07'], {
    hasBuyer: false,
    hasTrade: false,
    requiresReference: true,
    emailElement: 'ram:EmailURICIUniversalCommunication',
    referenceHasCategory: false,
  }),
  message('Invoice', ['380'], { isEtax: false, hasCreationDateTime: false }),
];

/** The message that carries a document type (380 included), or undefined when none does. */
export function etaxMessageOf(typeCode: string): EtaxMessage | undefined {
  return ETAX_MESSAGES.find((m) => m.typeCodes.includes(typeCode));
}

/** Whether a document type is sent as an e-Tax message (388, T01–T07, 80, 81). */
export function isEtaxType(typeCode: string): boolean {
  return etaxMessageOf(typeCode)?.isEtax ?? false;
}

/** The message of a parsed root element (namespace and local name), for validation. */
export function etaxMessageOfRoot(namespaceUri: string, localName: string): EtaxMessage | undefined {
  return ETAX_MESSAGES.find((m) => m.rsmNamespace === namespaceUri && m.root === localName);
}

export interface PurposeRule {
  /** The codes ETDA's Schematron accepts for the type (Thai_MessageFunctionCode_1p0.xsd). */
  codes: readonly string[];
  /** The list's "other reason" code, used when the document gives none. */
  otherCode: string;
  /** The reason written when the "other" code is used without a text (its Purpose is required). */
  defaultText: string;
}

// v2.0 has no code for a cancellation note (CancellationNote has Purpose text only), and the
// codes of a tax invoice or receipt only apply to one that replaces an earlier one (with a reference).
const PURPOSES: Record<string, PurposeRule> = {
  '80': {
    codes: PURPOSE_CODES['80'],
    otherCode: 'DBNG99',
    defaultText: 'ปรับเพิ่มมูลค่าตามเอกสารอ้างอิง',
  },
  '81': {
    codes: PURPOSE_CODES['81'],
    otherCode: 'CDNG99',
    defaultText: 'ปรับลดมูลค่าตามเอกสารอ้างอิง',
  },
  T01: {
    codes: ['RCTC01', 'RCTC02', 'RCTC03', 'RCTC04', 'RCTC99'],
    otherCode: 'RCTC99',
    defaultText: 'ออกใบรับฉบับใหม่แทนฉบับเดิม',
  },
};
const TAX_INVOICE_PURPOSE: PurposeRule = {
  codes: ['TIVC01', 'TIVC02', 'TIVC99'],
  otherCode: 'TIVC99',
  defaultText: 'ออกใบกำกับภาษีฉบับใหม่แทนฉบับเดิม',
};
for (const code of ['388', 'T02', 'T03', 'T04']) PURPOSES[code] = TAX_INVOICE_PURPOSE;

/** The purpose-code rule of a type, undefined for types without PurposeCode (T05, T06, T07, 380). */
export function purposeRuleOf(typeCode: string): PurposeRule | undefined {
  return PURPOSES[typeCode];
}

/** The Purpose text of a cancellation note when the document gives none. */
export const CANCELLATION_DEFAULT_PURPOSE = 'ยกเลิกเอกสารตามเอกสารอ้างอิง';
