// Values of the tickets' contract (./ticket.ts) that screens outside the ticket pages need (the
// menu's unread badge); no schema here, so that the signed-in app's first load carries only these.

export const TICKET_PREFIX = '/api/app/ticketController';

/** TICKET_REQUEST_STATUS: OPEN → IN_PROGRESS → RESOLVED → CLOSED (RESOLVED may reopen). */
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** TICKET_REQ_TYPE. */
export const TICKET_TYPES = ['GENERAL', 'PROBLEM', 'CERTIFICATE', 'CORRECTION'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** TICKET_REQ_PRIORITY, lowest first. */
export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
