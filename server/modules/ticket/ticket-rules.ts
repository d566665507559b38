// Who is calling, which tickets they reach, and the status moves each caller may make
// (docs/tickets.md "Rules").
import { REOPEN_DAYS, TICKET_STATUSES, type TicketStatus } from '../../../contract/ticket';
import type { ServiceContext } from '../../command/context';
import { unauthorized } from '../../http/errors';
import type { TicketActorRole } from '../../db/schema/ticket';

/** The caller as the ticket rules see it. */
export interface TicketCaller {
  role: TicketActorRole;
  /** adminCode or userCode. */
  code: string;
  /** The read mark's owner: ADMIN:<adminCode> or CUSTOMER:<userCode>. */
  readerKey: string;
  /** A customer user's customer: the only one whose tickets it reaches. */
  customerCode: string | undefined;
}

export function callerOf(ctx: ServiceContext): TicketCaller {
  const principal = ctx.principal;
  // The routes admit ADMIN and CUSTOMER tokens only (route access); anything else is a bug.
  if (!principal || (principal.role === 'CUSTOMER' && !principal.customerCode)) throw unauthorized();
  const role: TicketActorRole = principal.role === 'CUSTOMER' ? 'CUSTOMER' : 'ADMIN';
  return {
    role,
    code: principal.userCode,
    readerKey: `${role}:${principal.userCode}`,
    customerCode: role === 'CUSTOMER' ? principal.customerCode : undefined,
  };
}

const rank = (status: TicketStatus) => TICKET_STATUSES.indexOf(status);

/** ADMIN: every forward move (OPEN → IN_PROGRESS → RESOLVED → CLOSED, steps may be skipped), and RESOLVED → IN_PROGRESS. */
export function adminMayMove(from: TicketStatus, to: TicketStatus): boolean {
  return (from === 'RESOLVED' && to === 'IN_PROGRESS') || rank(to) > rank(from);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a ticket resolved at `resolvedDtm` may still be reopened by its customer at `now`. */
export function withinReopenWindow(resolvedDtm: Date | null, now: Date): boolean {
  return resolvedDtm !== null && now.getTime() - resolvedDtm.getTime() <= REOPEN_DAYS * DAY_MS;
}

/** The statuses this caller may move the ticket to now (the page shows these). */
export function nextStatuses(
  caller: TicketCaller,
  ticket: { status: TicketStatus; resolvedDtm: Date | null },
  now = new Date(),
): TicketStatus[] {
  if (caller.role === 'ADMIN') return TICKET_STATUSES.filter((to) => adminMayMove(ticket.status, to));
  return ticket.status === 'RESOLVED' && withinReopenWindow(ticket.resolvedDtm, now) ? ['IN_PROGRESS'] : [];
}

/** The Buddhist-era year of an instant in Bangkok (2026 → 2569). */
export function buddhistYear(now = new Date()): number {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).getUTCFullYear() + 543;
}

/** TK-2569-000123. */
export function ticketNoOf(beYear: number, seq: number): string {
  return `TK-${beYear}-${String(seq).padStart(6, '0')}`;
}
