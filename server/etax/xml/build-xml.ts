// The e-Tax XML of one document (ETDA v2.0 or v2.1, docs/etax-xml.md): the message of its type in
// the document's version, in each schema's element order; what a version changes comes from its
// options (etax-versions.ts), passed down the builders. Building never judges the data: whatever
// ETDA would refuse (a missing postcode, an unknown TISI code) is left for validateEtaxXml to report.
import type { EtaxDocument } from '../etax-document';
import { ETAX_VERSION_SPECS, type EtaxVersionSpec } from './etax-versions';
import {
  CANCELLATION_DEFAULT_PURPOSE,
  etaxMessageOf,
  purposeRuleOf,
  type EtaxMessage,
} from './message-types';
import { buyerNode, sellerNode } from './parties';
import { PREPAID_PURPOSE, writesReference } from './prepaid';
import { lineNodes, settlementNode } from './trade';
import { el, leaf, serializeDocument, tokenText, type MaybeNode, type XmlNode } from './xml-writer';

export { etaxMessageOf, isEtaxType, type EtaxMessage } from './message-types';
/** Whether a document type is sent as an e-Tax message: 388, T01–T07, 80, 81 (not 380). */
export { isEtaxType as hasEtaxMessage } from './message-types';

// v2.1 keeps the guideline's ID (ETDA's own v2.1 sample: ER3-2560, schemeVersionID 2.1).
const GUIDELINE_ID = 'ER3-2560';
/** An original a correction or replacement refers to (ThaiCategoryCode_1p0). */
const ORIGINAL_DOCUMENT_CATEGORY = '01';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A date as ETDA's samples write it: local date-time without offset, no white space (libxml2 refuses it). */
function dateTime(date: string): string {
  return `${tokenText(date)}T00:00:00`;
}

/** When the message was made, in Thai time (UTC+7, no daylight saving), without fraction. */
export function creationDateTime(createdAt: Date): string {
  return new Date(createdAt.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);
}

interface Purpose {
  text?: string;
  code?: string;
}

/**
 * Purpose and PurposeCode: required for 80/81; for a tax invoice or receipt only when it replaces
 * an earlier one (it has a reference); text only for a cancellation note. The list's "other" code
 * (…99) needs a text, so the type's default text is used when the document gives none.
 */
function purposeOf(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec): Purpose {
  const text = tokenText(doc.purposeText, 256) || undefined;
  if (message.kind === 'CancellationNote') return { text: text ?? CANCELLATION_DEFAULT_PURPOSE };
  const rule = purposeRuleOf(doc.typeCode);
  if (!rule) return {};
  const given = tokenText(doc.purposeCode);
  if (!given && !message.requiresReference && !referenceOf(doc, message, spec)) return {};
  const code = given || rule.otherCode;
  const defaultText = doc.prepaid ? PREPAID_PURPOSE : rule.defaultText;
  return { code, text: text ?? (code.endsWith('99') ? defaultText : undefined) };
}

function exchangedDocument(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec): XmlNode {
  const purpose = purposeOf(doc, message, spec);
  const remark = tokenText(doc.remark, 500);
  return el('rsm:ExchangedDocument', [
    leaf('ram:ID', tokenText(doc.documentNo)),
    leaf('ram:Name', tokenText(doc.name)),
    leaf('ram:TypeCode', doc.typeCode),
    leaf('ram:IssueDateTime', dateTime(doc.issueDate)),
    leaf('ram:Purpose', purpose.text),
    leaf('ram:PurposeCode', purpose.code),
    message.hasCreationDateTime ? leaf('ram:CreationDateTime', creationDateTime(doc.createdAt)) : undefined,
    remark ? el('ram:IncludedNote', [leaf('ram:Content', remark)]) : undefined,
  ]);
}

/** The referenced document the message names, if any (not a v2.0 final invoice's deposit invoice). */
function referenceOf(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec) {
  return message.allowsReference && writesReference(doc, spec) ? doc.reference : undefined;
}

function referenceNode(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec): MaybeNode {
  const ref = referenceOf(doc, message, spec);
  if (!ref) return undefined;
  const category = spec.hasCategoryCode && message.referenceHasCategory;
  return el('ram:AdditionalReferencedDocument', [
    leaf('ram:IssuerAssignedID', tokenText(ref.documentNo)),
    leaf('ram:IssueDateTime', dateTime(ref.documentDate)),
    leaf('ram:ReferenceTypeCode', tokenText(ref.typeCode)),
    category ? leaf('ram:CategoryCode', ref.categoryCode ?? ORIGINAL_DOCUMENT_CATEGORY) : undefined,
  ]);
}

function transaction(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec): XmlNode {
  const agreement = el('ram:ApplicableHeaderTradeAgreement', [
    sellerNode(doc.seller, message),
    message.hasBuyer ? buyerNode(doc.buyer, message) : undefined,
    referenceNode(doc, message, spec),
  ]);
  if (!message.hasTrade) {
    // A cancellation note names the seller and the cancelled document; its settlement only has
    // the optional InvoicerTradeParty.
    return el('rsm:SupplyChainTradeTransaction', [agreement, el('ram:ApplicableHeaderTradeSettlement', [])]);
  }
  return el('rsm:SupplyChainTradeTransaction', [
    agreement,
    el('ram:ApplicableHeaderTradeDelivery', []),
    settlementNode(doc, message, spec),
    ...lineNodes(doc, spec),
  ]);
}

/** The unsigned e-Tax XML of a document whose type has a message, in its version; throws for other types. */
export function buildEtaxXml(doc: EtaxDocument): string {
  const message = etaxMessageOf(doc.typeCode);
  if (!message) throw new Error(`e-Tax XML: document type ${doc.typeCode} has no e-Tax message`);
  const spec = ETAX_VERSION_SPECS[doc.etaxVersion];
  const root = el(
    `rsm:${message.root}`,
    [
      el('rsm:ExchangedDocumentContext', [
        el('ram:GuidelineSpecifiedDocumentContextParameter', [
          leaf('ram:ID', GUIDELINE_ID, { schemeAgencyID: 'ETDA', schemeVersionID: spec.schemeVersionId }),
        ]),
      ]),
      exchangedDocument(doc, message, spec),
      transaction(doc, message, spec),
    ],
    { 'xmlns:rsm': message.rsmNamespace, 'xmlns:ram': message.ramNamespace },
  );
  return serializeDocument(root);
}
