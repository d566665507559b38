import {
  TICKET_PREFIX as PREFIX,
  type TicketCommentFields,
  type TicketCreateFields,
  type TicketDetail,
  ticketController,
} from 'contract/ticket';
import { callsOf, apiUpload, type ApiRequestOptions } from 'src/lib/api-client';
import { UNREAD_TICKETS_KEY } from 'src/lib/menus';

/** Query keys of the ticket screens (and the menu's unread marker). */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  detail: (ticketRequestNo: string) => ['tickets', 'detail', ticketRequestNo] as const,
  /** The menu's unread count (src/lib/menus): the same key, so that opening a ticket refreshes it. */
  unread: UNREAD_TICKETS_KEY,
};

export const searchTickets = callsOf(ticketController).search('search');

/** Opening a ticket marks it read. */
export function getTicket(ticketRequestNo: string, options?: ApiRequestOptions): Promise<TicketDetail> {
  return callsOf(ticketController).post('getByRequestNo')({ ticketRequestNo }, options);
}

/** The text fields and the files as one multipart body (the files' parts are named `files`). */
function formOf(fields: Record<string, string | undefined>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export function createTicket(fields: TicketCreateFields, files: readonly File[]): Promise<TicketDetail> {
  return apiUpload<TicketDetail>(`${PREFIX}/create`, formOf({ ...fields }, files));
}

export function addTicketComment(fields: TicketCommentFields, files: readonly File[]): Promise<TicketDetail> {
  return apiUpload<TicketDetail>(`${PREFIX}/addComment`, formOf({ ...fields }, files));
}

export const updateTicket = callsOf(ticketController).post('update');
