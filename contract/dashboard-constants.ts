// Values of the dashboard's contract (./dashboard.ts) that the web app and the server share; no
// schema here, so that the dashboard page imports only these few bytes.
import type { UploadStatus } from './customer-upload';
import type { TicketStatus } from './ticket';

export const DASHBOARD_PREFIX = '/api/app/dashboardController';

/** A date range of the dashboard or the report spans at most this many days (a leap year). */
export const MAX_RANGE_DAYS = 366;

/**
 * The import statuses that wait for someone (domain.md "Import workflow"): a file to fix
 * (VALIDATION_FAILED), to send (READY), to approve (USER_SUBMITTED), being made
 * (ACCOUNTING_SUBMITTED, PROCESSING), or a generation to run again (FAILED).
 */
export const WAITING_UPLOAD_STATUSES = [
  'VALIDATION_FAILED',
  'READY',
  'USER_SUBMITTED',
  'ACCOUNTING_SUBMITTED',
  'PROCESSING',
  'FAILED',
] as const satisfies readonly UploadStatus[];
export type WaitingUploadStatus = (typeof WAITING_UPLOAD_STATUSES)[number];

/** Tickets still to be handled. */
export const OPEN_TICKET_STATUSES = ['OPEN', 'IN_PROGRESS'] as const satisfies readonly TicketStatus[];
export type OpenTicketStatus = (typeof OPEN_TICKET_STATUSES)[number];
