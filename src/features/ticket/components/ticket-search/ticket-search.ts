import {
  TICKET_PRIORITIES,
  TICKET_SORT_BY,
  TICKET_STATUSES,
  TICKET_TYPES,
  type SearchTicketRequest,
  type TicketSortBy,
} from 'contract/ticket';
import { isOneOf, type SearchRequestOf, type UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The ticket list's URL state (a module constant: useUrlSearchState depends on its identity).

export interface TicketCriteria extends Record<string, string> {
  customerCode: string;
  ticketRequestNo: string;
  ticketSubject: string;
  priority: string;
  actionType: string;
  status: string;
  createDateFrom: string;
  createDateTo: string;
}

export const ticketSearchOptions: UrlSearchStateOptions<TicketCriteria, TicketSortBy> = {
  emptyCriteria: {
    customerCode: '',
    ticketRequestNo: '',
    ticketSubject: '',
    priority: '',
    actionType: '',
    status: '',
    createDateFrom: '',
    createDateTo: '',
  },
  sortFields: TICKET_SORT_BY,
  defaultSort: { field: 'lastUpdateDtm', direction: 'desc' },
};

/** The URL's search as the API takes it: a hand-edited code the API does not know is left out. */
export function ticketRequest(request: SearchRequestOf<TicketCriteria, TicketSortBy>): SearchTicketRequest {
  const { priority, actionType, status, ...rest } = request;
  return {
    ...rest,
    ...(isOneOf(TICKET_PRIORITIES, priority) ? { priority } : {}),
    ...(isOneOf(TICKET_TYPES, actionType) ? { actionType } : {}),
    ...(isOneOf(TICKET_STATUSES, status) ? { status } : {}),
  };
}
