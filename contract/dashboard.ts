// The dashboard (issue 18; docs/dashboard-report.md): one call with the figures of the first
// screen after sign-in, for an administrator (every customer) and for a customer user (its own
// customer; a USER its assigned branches). Under /api/app/dashboardController/.
// Types are read off the schemas; the values the web app needs are in ./dashboard-constants (so
// that the first screen after sign-in carries no schema).
import { EDITABLE_STATUSES, schemaKit as k } from './customer';
import { OPEN_TICKET_STATUSES, WAITING_UPLOAD_STATUSES } from './dashboard-constants';
import type { BodyOf, DataOf } from './schema-kit';
import { TICKET_PRIORITIES } from './ticket';
import { UPLOAD_TYPES } from './upload-template';

export {
  DASHBOARD_PREFIX,
  MAX_RANGE_DAYS,
  OPEN_TICKET_STATUSES,
  WAITING_UPLOAD_STATUSES,
  type OpenTicketStatus,
  type WaitingUploadStatus,
} from './dashboard-constants';

// ---------------------------------------------------------------- schemas

/** A calendar date YYYY-MM-DD (Gregorian; read in Asia/Bangkok). */
export const isoDate = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');

/** An amount of money as a decimal string ("1070.00"), as the document calls answer amounts. */
const amount = k.pattern('^-?[0-9]+\\.[0-9]{2}$');

/** Documents of one type, with their value before VAT and their VAT. */
const typeCount = k.object({ documentType: k.str, count: k.int, value: amount, vat: amount });

/**
 * Documents of some issue dates: the GENERATED ones ("issued"; by type, most first), the sums of
 * their value before VAT and VAT (a credit note's amounts count as they are, under its own type),
 * and the FAILED ones.
 */
const documentFigures = {
  issued: k.int,
  issuedValue: amount,
  issuedVat: amount,
  failed: k.int,
  byType: { type: 'array', items: typeCount },
} as const;

/** The documents of one month, its dates clipped to the range. */
const period = k.object({
  /** YYYY-MM */
  month: k.str,
  dateFrom: k.str,
  dateTo: k.str,
  ...documentFigures,
});

const summary = k.object({
  /** The range the figures of `documents.months` cover (the defaults filled in). */
  dateFrom: k.str,
  dateTo: k.str,
  /** Today in Bangkok. */
  today: k.str,
  /** Documents issued in the range … */
  documents: k.object({
    ...documentFigures,
    /** Every month the range touches, oldest first (months without documents too). */
    months: { type: 'array', items: period },
    /** The current calendar month, whatever the range. */
    thisMonth: period,
  }),
  /** Every import type × waiting status (zeros included). */
  imports: {
    type: 'array',
    items: k.object({
      uploadType: k.oneOf(UPLOAD_TYPES),
      status: k.oneOf(WAITING_UPLOAD_STATUSES),
      count: k.int,
    }),
  },
  /**
   * Documents whose e-mail or SMS delivery FAILED after its last try (what the document search's
   * deliveryStatus FAILED finds), and per channel.
   */
  deliveryFailures: k.object({ documents: k.int, email: k.int, sms: k.int }),
  /** Every priority × open status (zeros included). */
  tickets: {
    type: 'array',
    items: k.object({
      priority: k.oneOf(TICKET_PRIORITIES),
      status: k.oneOf(OPEN_TICKET_STATUSES),
      count: k.int,
    }),
  },
  /** The names of the document types the figures name (the DOCUMENT_TYPE listbox), in both languages. */
  documentTypes: {
    type: 'array',
    items: k.object({ documentType: k.str, nameTh: k.str, nameEn: k.str }),
  },
  /**
   * Months that ended with signed e-Tax documents not yet filed with the Revenue Department
   * (docs/rd-filing.md); null for a branch-bound USER, who does not file.
   */
  unfiledMonths: { type: ['integer', 'null'] },
  /** ADMIN: customers per status (deleted ones left out); null for a customer user. */
  customers: {
    anyOf: [
      {
        type: 'array',
        items: k.object({ status: k.oneOf(EDITABLE_STATUSES), count: k.int }),
      },
      { type: 'null' },
    ],
  },
});

export const dashboardSchemas = {
  summary: {
    /**
     * Both optional: dateTo defaults to today (Bangkok), dateFrom to the first day of the month
     * eleven months before dateTo's (twelve months). dateFrom ≤ dateTo, at most MAX_RANGE_DAYS.
     */
    body: k.body({ dateFrom: isoDate, dateTo: isoDate }, []),
    response: k.okEnvelope(summary),
  },
} as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof dashboardSchemas;
export type DashboardSummaryRequest = BodyOf<Calls['summary']>;
export type DashboardSummary = DataOf<Calls['summary']>;
export type DocumentPeriod = DashboardSummary['documents']['months'][number];
export type WaitingImports = DashboardSummary['imports'];
export type OpenTickets = DashboardSummary['tickets'];
