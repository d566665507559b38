// Corrections of an issued document (docs/corrections.md): a credit note (81), a debit note (80)
// or a cancellation (T07) that references it. Saving one makes an import of one document (as
// direct entry) that follows the same two steps and generation. Under
// /api/document/correctionController/.
import { schemaKit as k } from './customer';
import { customerUploadSchemas, type DirectEntryData } from './customer-upload';
import { controllerOf } from './schema-kit';
import type { BodyOf } from './schema-kit';

export const CORRECTION_PREFIX = '/api/document/correctionController';

/** Credit note, debit note, cancellation: the order of the document page's buttons. */
export const CORRECTION_TYPES = ['81', '80', 'T07'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

/**
 * What may be corrected or cancelled: the full tax invoices a debit or credit note may reference
 * (ETDA's DCN-AdditionalReferencedDocument-001: 388, T02, T03, T04). Notes are not corrected
 * again; another note is issued against the invoice.
 */
export const CORRECTABLE_TYPES = ['388', 'T02', 'T03', 'T04'] as const;

/** ETDA's purpose codes of a debit / credit note (Thai_MessageFunctionCode_1p0.xsd); a cancellation has none. */
export const PURPOSE_CODES = {
  '80': ['DBNG01', 'DBNG02', 'DBNG99', 'DBNS01', 'DBNS02', 'DBNS99'],
  '81': [
    'CDNG01',
    'CDNG02',
    'CDNG03',
    'CDNG04',
    'CDNG05',
    'CDNG99',
    'CDNS01',
    'CDNS02',
    'CDNS03',
    'CDNS04',
    'CDNS99',
  ],
  T07: [],
} as const satisfies Record<CorrectionType, readonly string[]>;

/** A "99" code is "another reason": the reason's text is then the user's. */
export const isOtherPurpose = (code: string) => code.endsWith('99');

/** Keys of the refusals (details[].key) besides field names. */
export const CORRECTION_ERROR_KEYS = [
  /** 422: the document is not an issued (GENERATED) tax invoice of CORRECTABLE_TYPES. */
  'NOT_CORRECTABLE',
  /** 422: a cancellation note of the document is issued, or waiting in an import. */
  'DOCUMENT_CANCELLED',
] as const;

const documentId = k.recordId;
const direct = customerUploadSchemas.saveCustomerUploadDirect;

/** A document that references another one (on the original's page). */
export const correctionRow = k.object({
  documentId: k.int,
  documentType: k.str,
  documentNo: k.str,
  issueDate: k.nullableStr,
  totalAmount: { type: ['string', 'null'] },
  status: k.oneOf(['GENERATED', 'FAILED']),
});

export const correctionSchemas = {
  /**
   * A correction of `documentId` typed in by form, through one of the customer's ACTIVE templates
   * of the correction's type. The reference (the original's number and date) is the server's; for
   * a note, `data.PURPOSE_CODE` is one of PURPOSE_CODES (its Thai text written unless a "99" code
   * gives its own PURPOSE_TEXT). Refused with field errors like direct entry.
   */
  saveCorrection: {
    body: k.body(
      {
        documentId,
        correctionType: k.oneOf(CORRECTION_TYPES),
        templateCode: direct.body.properties.templateCode,
        data: direct.body.properties.data,
      },
      ['documentId', 'correctionType', 'templateCode', 'data'],
    ),
    response: direct.response,
  },
} as const;

export type SaveCorrectionRequest = Omit<BodyOf<(typeof correctionSchemas)['saveCorrection']>, 'data'> & {
  data: DirectEntryData;
};

export const correctionController = controllerOf<typeof correctionSchemas>(CORRECTION_PREFIX);
