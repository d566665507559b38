// The listbox groups (domain.md) whose labels the ticket screens show, in the user's language.
export const TICKET_STATUS_GROUP = 'TICKET_REQUEST_STATUS';
export const TICKET_TYPE_GROUP = 'TICKET_REQ_TYPE';
export const TICKET_PRIORITY_GROUP = 'TICKET_REQ_PRIORITY';

/** Open and waiting amber, resolved green, closed grey (the label's text carries the meaning). */
export const TICKET_STATUS_TONES = {
  OPEN: 'warning',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
  CLOSED: 'neutral',
} as const;
