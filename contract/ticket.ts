// Tickets: support requests a customer opens and administrators answer (api-contract.md
// "Tickets"; domain.md TICKET_* listboxes). Under /api/app/ticketController/.
// Types are read off the schemas.
import { codePatterns, schemaKit as k } from './customer';
import { controllerOf, emptyBody } from './schema-kit';
import type { BodyOf, DataOf, RowOf } from './schema-kit';
import {
  TICKET_PREFIX,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketPriority,
  type TicketType,
} from './ticket-constants';

export * from './ticket-constants';

/** Files with a new ticket or a comment: at most this many, each ≤ MAX_UPLOAD_BYTES (contract/file). */
export const MAX_TICKET_ATTACHMENTS = 3;
/** What an attachment may be, checked by content: PDF, PNG, JPEG, WebP, .xlsx. */
export const TICKET_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** The requester may reopen a RESOLVED ticket (→ IN_PROGRESS) for this many days after it was resolved. */
export const REOPEN_DAYS = 14;

/** TK-<Buddhist-era year>-<6 digits, from 1 each year>: TK-2569-000123. */
export const TICKET_NO_PATTERN = '^TK-[0-9]{4}-[0-9]{6,}$';

export const TICKET_SORT_BY = [
  'ticketRequestNo',
  'ticketSubject',
  'priority',
  'status',
  'createDtm',
  'lastUpdateDtm',
] as const;
export type TicketSortBy = (typeof TICKET_SORT_BY)[number];

/** Keys of the refusals (details[].key) besides field names. */
export const TICKET_ERROR_KEYS = [
  'STALE_RECORD',
  /** 413: an attachment over 5 MB. */
  'FILE_TOO_LARGE',
  /** 415: an attachment that is not a PDF, image or .xlsx by content. */
  'FILE_TYPE',
  /** 422: more than MAX_TICKET_ATTACHMENTS files. */
  'TOO_MANY_FILES',
  /** 422: a status move the rules do not allow for this caller (e.g. CLOSED → OPEN). */
  'TICKET_STATUS',
] as const;

// ---------------------------------------------------------------- schemas

const ticketRequestNo = k.pattern(TICKET_NO_PATTERN);
const isoDate = k.pattern('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');
const status = k.oneOf(TICKET_STATUSES);
const priority = k.oneOf(TICKET_PRIORITIES);
const actionType = k.oneOf(TICKET_TYPES);

/** A file sent with the ticket or a comment; downloaded through fileController/downloadFileById. */
const attachment = k.object({
  fileId: k.str,
  fileName: k.str,
  fileSize: k.int,
  contentType: k.str,
});

const ticketRow = k.object({
  ticketRequestNo: k.str,
  ticketSubject: k.str,
  priority,
  actionType,
  status,
  customerCode: k.str,
  customerName: k.str,
  /** Who opened it (display name), and whether an administrator opened it for the customer. */
  requestName: k.str,
  createDtm: k.str,
  lastUpdateDtm: k.str,
  /** A reply or change this caller has not seen yet (the menu's marker counts these). */
  unread: k.bool,
  version: k.int,
});

const comment = k.object({
  commentId: k.int,
  authorName: k.str,
  /** ADMIN: support's answer; CUSTOMER: the customer's side. */
  authorRole: k.oneOf(['ADMIN', 'CUSTOMER']),
  message: k.str,
  /** ADMIN only: a note between administrators; never answered to a customer. */
  internal: k.bool,
  createDtm: k.str,
  attachments: { type: 'array', items: attachment },
});

const historyEntry = k.object({
  /** What changed: the status, the priority, or both. */
  status: { type: ['string', 'null'], enum: [...TICKET_STATUSES, null] },
  priority: { type: ['string', 'null'], enum: [...TICKET_PRIORITIES, null] },
  changedBy: k.str,
  changedDtm: k.str,
});

const ticketDetail = k.object({
  ...ticketRow.properties,
  detail: k.str,
  attachments: { type: 'array', items: attachment },
  /** Oldest first. Internal notes only for administrators. */
  comments: { type: 'array', items: comment },
  /** Status and priority changes, oldest first (the opening is the first entry). */
  history: { type: 'array', items: historyEntry },
  /** The statuses this caller may move the ticket to now. */
  nextStatuses: { type: 'array', items: status },
});

export const ticketSchemas = {
  search: {
    body: k.searchBody(
      {
        ticketRequestNo: k.criterion,
        ticketSubject: k.criterion,
        priority,
        actionType,
        status,
        createDateFrom: isoDate,
        createDateTo: isoDate,
        customerCode: k.pattern(codePatterns.customerCode),
      },
      TICKET_SORT_BY,
    ),
    response: k.searchEnvelope(ticketRow),
  },
  /** Opening a ticket marks it read for the caller. */
  getByRequestNo: {
    body: k.body({ ticketRequestNo }, ['ticketRequestNo']),
    response: k.okEnvelope(ticketDetail),
  },
  /**
   * Multipart: the fields of `TicketCreateFields` and up to MAX_TICKET_ATTACHMENTS parts named
   * `files`. An ADMIN names the customer (`customerCode`); a customer user opens for its own.
   */
  create: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(ticketDetail),
  },
  /** ADMIN: status and priority; the requester: RESOLVED → IN_PROGRESS within REOPEN_DAYS. */
  update: {
    body: k.body({ ticketRequestNo, status, priority, version: k.version }, ['ticketRequestNo', 'version']),
    response: k.okEnvelope(ticketDetail),
  },
  /** Multipart: `ticketRequestNo`, `message`, `internal` ("true", ADMIN only) and `files`. */
  addComment: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(ticketDetail),
  },
  /** Tickets with something this caller has not seen (the menu item's marker). */
  unreadCount: {
    body: emptyBody,
    response: k.okEnvelope(k.object({ count: k.int })),
  },
} as const;

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof ticketSchemas;
export type TicketRow = RowOf<Calls['search']>;
export type SearchTicketRequest = BodyOf<Calls['search']>;
export type TicketDetail = DataOf<Calls['getByRequestNo']>;
export type TicketComment = TicketDetail['comments'][number];
export type TicketAttachment = TicketComment['attachments'][number];
export type TicketHistoryEntry = TicketDetail['history'][number];
export type TicketNoRequest = BodyOf<Calls['getByRequestNo']>;
export type UpdateTicketRequest = BodyOf<Calls['update']>;
export type UnreadCount = DataOf<Calls['unreadCount']>;

/** The text fields of `create` (multipart), besides the files. */
export interface TicketCreateFields {
  ticketSubject: string;
  detail: string;
  priority: TicketPriority;
  actionType: TicketType;
  /** ADMIN: the customer the ticket is for. */
  customerCode?: string;
}
/** Limits of the text fields, checked in the browser and on the server. */
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_DETAIL_MAX = 4000;
export const TICKET_COMMENT_MAX = 4000;

/** The text fields of `addComment` (multipart), besides the files. */
export interface TicketCommentFields {
  ticketRequestNo: string;
  message: string;
  /** "true": an internal note (ADMIN only). */
  internal?: 'true' | 'false';
  /** ADMIN replying to an OPEN ticket: "false" leaves it OPEN (by default the reply moves it to IN_PROGRESS). */
  startWork?: 'true' | 'false';
}

/** The route table's controller of these calls (the web app's typed client reads it). */
export const ticketController = controllerOf<typeof ticketSchemas>(TICKET_PREFIX);
