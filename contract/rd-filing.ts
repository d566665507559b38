// The monthly filing with the Revenue Department (docs/rd-filing.md): per customer and month, the
// pack of the month's signed e-Tax XMLs (a zip as the Revenue Department's web upload takes it),
// its summary, and the status NOT_SUBMITTED → SUBMITTED with the reference the Revenue Department
// gave. A customer's CUSTOMER_ADMIN and ACCOUNTING users file their own customer's months; an
// administrator every customer's. Under /api/app/rdFilingController/.
import { codePatterns, schemaKit as k } from './customer';
import type { BodyOf, DataOf, RowOf } from './schema-kit';

export const RD_FILING_PREFIX = '/api/app/rdFilingController';

export const RD_SUBMISSION_STATUSES = ['NOT_SUBMITTED', 'SUBMITTED'] as const;
export type RdSubmissionStatus = (typeof RD_SUBMISSION_STATUSES)[number];

/** The document type of a cancellation note: counted apart in the summary. */
export const CANCELLATION_TYPE = 'T07';
/** A month's documents are due at the Revenue Department by this day of the next month. */
export const RD_DUE_DAY = 15;
/** From this day of the next month, CUSTOMER_ADMIN is reminded of a month not yet filed. */
export const RD_REMINDER_DAY = 10;
export const RD_REFERENCE_MAX = 100;

/** The pack's content type; its name is rd-<customerCode>-<YYYY-MM>.zip. */
export const RD_PACK_CONTENT_TYPE = 'application/zip';

const customerCode = k.pattern(codePatterns.customerCode);
/** YYYY-MM */
const month = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])$');
const monthKey = { customerCode, month };

/** The signed documents of one type in the month; amounts are decimal strings (baht). */
const typeSummary = k.object({ documentType: k.str, count: k.int, totalAmount: k.str });

const monthRow = k.object({
  customerCode: k.str,
  customerName: k.str,
  month: k.str,
  /** YYYY-MM-DD: the 15th of the next month. */
  dueDate: k.str,
  status: k.oneOf(RD_SUBMISSION_STATUSES),
  /** Signed documents in the pack, and those among them that are cancellation notes. */
  documents: k.int,
  cancelled: k.int,
  /** Documents of the month that are not signed (not in the pack; filed another way). */
  unsigned: k.int,
  totalAmount: k.str,
  byType: { type: 'array', items: typeSummary },
  rdReference: k.nullableStr,
  submittedBy: k.nullableStr,
  /** ISO time. */
  submittedAt: k.nullableStr,
  /** The pack that was filed (a file id for fileController), null until SUBMITTED. */
  packFileId: k.nullableStr,
});

export const rdFilingSchemas = {
  /** The months with signed documents, newest first; a customer user's own customer only. */
  searchMonths: {
    body: k.searchBody({ customerCode, status: k.oneOf(RD_SUBMISSION_STATUSES) }, ['month', 'customerCode']),
    response: k.searchEnvelope(monthRow),
  },
  /** One month; 404 when the customer has no signed document in it. */
  getMonth: { body: k.body(monthKey, ['customerCode', 'month']), response: k.okEnvelope(monthRow) },
  /** The 200 answer is the zip (the same bytes every time for the same documents). */
  downloadPack: { body: k.body(monthKey, ['customerCode', 'month']) },
  /**
   * Filed by hand: the reference the Revenue Department gave. The pack is kept. 400 on
   * rdReference when blank, 409 ALREADY_SUBMITTED for a month already filed.
   */
  markSubmitted: {
    body: k.body({ ...monthKey, rdReference: k.text(RD_REFERENCE_MAX) }, [
      'customerCode',
      'month',
      'rdReference',
    ]),
    response: k.okEnvelope(monthRow),
  },
  /**
   * Filed through the service provider's connection (RD_SUBMIT_URL): the pack is sent and the
   * reference it answers is kept. 422 NO_TRANSPORT without RD_SUBMIT_URL (download and file by
   * hand), 409 ALREADY_SUBMITTED, 502 TRANSPORT_REFUSED when the connection refuses the pack.
   */
  sendPack: { body: k.body(monthKey, ['customerCode', 'month']), response: k.okEnvelope(monthRow) },
} as const;

type Calls = typeof rdFilingSchemas;
export type RdMonthSearchRequest = BodyOf<Calls['searchMonths']>;
export type RdMonthKey = BodyOf<Calls['getMonth']>;
export type RdMarkSubmittedRequest = BodyOf<Calls['markSubmitted']>;
export type RdMonth = DataOf<Calls['getMonth']>;
export type RdMonthRow = RowOf<Calls['searchMonths']>;
