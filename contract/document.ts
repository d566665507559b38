// Documents (api-contract.md "Documents"; domain.md "Documents"): what an accounting-submitted
// import becomes, each rendered to a Thai PDF. Under /api/document/documentController/.
// Types are read off the schemas.
import { correctionRow } from './correction';
import { codePatterns, schemaKit as k } from './customer';
import { ETAX_VERSIONS } from './etax-version';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';
import { UPLOAD_TYPES } from './upload-template';

export const DOCUMENT_PREFIX = '/api/document/documentController';

/** GENERATED: made, with its PDF; FAILED: could not be made (failCode says why). */
export const DOCUMENT_STATUSES = ['GENERATED', 'FAILED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Per channel (e-mail, SMS). READY_TO_SEND: made for a customer that sends after release, waiting
 * for someone to release it (docs/documents.md "Held for release"); the document stays GENERATED.
 */
export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED', 'NOT_REQUESTED', 'READY_TO_SEND'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why a document could not be made (failCode), with failParams:
 * MISSING_FIELD {field, rowNo} · TOTAL_MISMATCH {field, stated, computed} ·
 * INVALID_AMOUNT {field, rowNo} · NUMBER_TAKEN {documentNo} · XML_INVALID {count}: its e-Tax XML
 * failed the official schema or ETDA's rules (every failure in the detail's xmlFailures) ·
 * VALUE_REFUSED {rowNo}: a value beyond what a document can hold (an amount of 17 digits), found
 * when it was stored · SIGNING_KEY_UNREACHABLE {slot, reason}: the customer's key in a PKCS#11
 * slot could not be reached (reason TOKEN_MISSING, WRONG_PIN, KEY_MISSING, NOT_CONFIGURED,
 * TOKEN_ERROR); the job tries the document again.
 */
export const DOCUMENT_FAIL_CODES = [
  'MISSING_FIELD',
  'TOTAL_MISMATCH',
  'INVALID_AMOUNT',
  'NUMBER_TAKEN',
  'XML_INVALID',
  'VALUE_REFUSED',
  'SIGNING_KEY_UNREACHABLE',
] as const;

/** An E-TAX document's XML: VALID (then signed or not) or INVALID; null for other documents. */
export const XML_STATUSES = ['VALID', 'INVALID'] as const;
export type XmlStatus = (typeof XML_STATUSES)[number];
/**
 * SIGNED with the customer's certificate; TIME_STAMP: not signed, the customer sends by e-mail for
 * ETDA's time stamp (delivery mode TIME_STAMP); UNSIGNED: neither (the customer had no certificate).
 */
export const SIGNATURE_STATUSES = ['SIGNED', 'UNSIGNED', 'TIME_STAMP'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
export type DocumentFailCode = (typeof DOCUMENT_FAIL_CODES)[number];

export const DOCUMENT_SORT_BY = [
  'documentId',
  'documentNo',
  'documentType',
  'issueDate',
  'buyerName',
  'totalAmount',
  'status',
] as const;
export type DocumentSortBy = (typeof DOCUMENT_SORT_BY)[number];

// ---------------------------------------------------------------- schemas

const documentId = k.recordId;
const isoDate = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');
const nullableNumber = { type: ['string', 'null'] } as const;

/** A row of the search. Amounts are decimal strings ("1070.00"); dates YYYY-MM-DD. */
const documentRow = k.object({
  documentId: k.int,
  uploadId: k.int,
  uploadType: k.oneOf(UPLOAD_TYPES),
  documentNo: k.str,
  documentType: k.str,
  customerCode: k.str,
  customerName: k.str,
  branchCode: k.str,
  buyerName: k.nullableStr,
  buyerTaxId: k.nullableStr,
  buyerEmail: k.nullableStr,
  buyerTel: k.nullableStr,
  issueDate: k.nullableStr,
  totalAmount: nullableNumber,
  status: k.oneOf(DOCUMENT_STATUSES),
  failCode: k.nullableStr,
  failParams: { type: ['object', 'null'], additionalProperties: { type: ['string', 'number'] } },
  emailStatus: k.oneOf(DELIVERY_STATUSES),
  smsStatus: k.oneOf(DELIVERY_STATUSES),
  lastSentDtm: k.nullableStr,
  pdfFileId: k.nullableStr,
  xmlFileId: k.nullableStr,
  createDtm: k.str,
  /** A GENERATED cancellation note (T07) of the customer references it (docs/corrections.md). */
  cancelled: k.bool,
});

const documentLine = k.object({
  lineNo: k.int,
  itemCode: k.nullableStr,
  itemName: k.str,
  qty: k.str,
  unit: k.nullableStr,
  unitPrice: k.str,
  discount: k.str,
  amount: k.str,
});

/** One send of the document (the first after generation, or a re-send). */
const delivery = k.object({
  channel: k.oneOf(['EMAIL', 'SMS']),
  /** Masked (b***r@example.com, 08x-xxx-1234): the list shows who, not the whole address. */
  recipient: k.str,
  resend: k.bool,
  status: k.oneOf(['PENDING', 'SENT', 'FAILED']),
  requestedBy: k.str,
  requestedDtm: k.str,
  sentDtm: k.nullableStr,
});

const xmlFailure = k.object({
  source: k.oneOf(['XSD', 'SCHEMATRON']),
  ruleId: k.str,
  path: k.str,
  message: k.str,
});

/** The XML's signature, checked again when the document is read. */
const signature = k.object({
  status: k.oneOf(SIGNATURE_STATUSES),
  /** The certificate's subject; null when unsigned. */
  signedBy: k.nullableStr,
  signedAt: k.nullableStr,
  /** The stored XML verifies now (false when it was changed after signing); null when unsigned. */
  valid: { type: ['boolean', 'null'] },
});

const documentDetail = k.object({
  ...documentRow.properties,
  dueDate: k.nullableStr,
  buyerBranchCode: k.nullableStr,
  buyerAddress: k.nullableStr,
  buyerZipCode: k.nullableStr,
  currency: k.str,
  totalBeforeVat: nullableNumber,
  vatRate: nullableNumber,
  vatAmount: nullableNumber,
  amountInWordsTh: k.nullableStr,
  referenceDocumentNo: k.nullableStr,
  referenceDocumentDate: k.nullableStr,
  purposeCode: k.nullableStr,
  purposeText: k.nullableStr,
  remark: k.nullableStr,
  /** A deposit deducted before VAT (a final invoice), else null. */
  prepaidAmount: nullableNumber,
  /** PP001–PP006: the kind of the deposit deducted, or, without an amount, the one this invoices. */
  prepaidType: k.nullableStr,
  /** The row of the import the document starts at. */
  firstRowNo: k.int,
  lines: { type: 'array', items: documentLine },
  /** Every send, oldest first. */
  deliveries: { type: 'array', items: delivery },
  /** E-TAX documents: the XML's check against the official schema and ETDA's rules. */
  xmlStatus: { type: ['string', 'null'], enum: [...XML_STATUSES, null] },
  /** E-TAX documents: the version of ETDA's standard the XML was written in, kept for good (null: no XML). */
  etaxVersion: { type: ['string', 'null'], enum: [...ETAX_VERSIONS, null] },
  /** Every failure of an INVALID XML: XSD or SCHEMATRON, the rule, where, and what. */
  xmlFailures: { type: 'array', items: xmlFailure },
  signature: { anyOf: [signature, { type: 'null' }] },
  /** The debit / credit notes and cancellations that reference it, oldest first. */
  corrections: { type: 'array', items: correctionRow },
  version: k.int,
});

export const documentSchemas = {
  search: {
    body: k.searchBody(
      {
        customerCode: k.pattern(codePatterns.customerCode),
        /** The documents of one import (the import page lists them). */
        uploadId: documentId,
        documentType: k.criterion,
        documentNo: k.criterion,
        buyerName: k.criterion,
        buyerTaxId: k.criterion,
        issueDateFrom: isoDate,
        issueDateTo: isoDate,
        status: k.oneOf(DOCUMENT_STATUSES),
        /** Documents whose e-mail or SMS is in this state. */
        deliveryStatus: k.oneOf(DELIVERY_STATUSES),
      },
      DOCUMENT_SORT_BY,
    ),
    response: k.searchEnvelope(documentRow),
  },
  getDocumentById: {
    body: k.body({ documentId }, ['documentId']),
    response: k.okEnvelope(documentDetail),
  },
  /**
   * One page of the document's PDF as a PNG (a data: URL), for showing it in the page without a
   * PDF viewer. A page past the last answers the last.
   */
  previewPage: {
    body: k.body({ documentId, page: { type: 'integer', minimum: 1, maximum: 10_000 } }, [
      'documentId',
      'page',
    ]),
    response: k.okEnvelope(
      k.object({ page: k.int, pageCount: k.int, width: k.int, height: k.int, image: k.str }),
    ),
  },
  /** Sends the link to the PDF again by SMS, to the buyer's mobile or to `tel` (a corrected one). */
  resentSms: {
    body: k.body({ documentId, tel: k.optionalText(20) }, ['documentId']),
    response: k.okEnvelope(documentDetail),
  },
  /** Sends the PDF again, to the buyer's address or to `email` (a corrected one). */
  resentEmail: {
    body: k.body({ documentId, email: k.optionalText(254) }, ['documentId']),
    response: k.okEnvelope(documentDetail),
  },
} as const;

/** Re-sends of one document (e-mail and SMS together) allowed per hour; more → 429 with Retry-After. */
export const MAX_RESENDS_PER_HOUR = 3;

/** Keys of the refusals (details[].key) besides field names. */
export const DOCUMENT_ERROR_KEYS = [
  /** 422: only a GENERATED document can be sent. */
  'DOCUMENT_STATUS',
] as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof documentSchemas;
export type DocumentRow = RowOf<Calls['search']>;
export type SearchDocumentRequest = BodyOf<Calls['search']>;
export type DocumentDetail = DataOf<Calls['getDocumentById']>;
export type DocumentLine = DocumentDetail['lines'][number];
export type DocumentIdRequest = BodyOf<Calls['getDocumentById']>;
export type DocumentDelivery = DocumentDetail['deliveries'][number];
export type ResendEmailRequest = BodyOf<Calls['resentEmail']>;
export type ResendSmsRequest = BodyOf<Calls['resentSms']>;
export type PreviewPageRequest = BodyOf<Calls['previewPage']>;
export type PreviewPage = DataOf<Calls['previewPage']>;
export type DocumentCorrection = DocumentDetail['corrections'][number];

/** The route table's controller of these calls (the web app's typed client reads it). */
export const documentController = controllerOf<typeof documentSchemas>(DOCUMENT_PREFIX);
