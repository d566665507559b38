// All SQL of tickets: numbers, tickets, comments, attachments, history, read marks, the search.
import { and, asc, count, desc, eq, gt, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type SearchTicketRequest,
  type TicketSortBy,
} from '../../../contract/ticket';
import type { Db } from '../../db/client';
import { matchesAny } from '../../db/search-sql';
import { adminUser } from '../../db/schema/auth';
import { customer, customerUser } from '../../db/schema/customer';
import {
  ticket,
  ticketAttachment,
  ticketComment,
  ticketHistory,
  ticketNumber,
  ticketRead,
  type TicketActorRole,
} from '../../db/schema/ticket';
import { criterion } from '../../db/search-text';
import { pagingOf } from '../../http/envelope';
import { bangkokDayStart } from '../../http/time';
import type { TicketCaller } from './ticket-rules';

export type TicketStored = typeof ticket.$inferSelect;
export type TicketRecord = TicketStored & {
  customerName: string;
  /** The caller's read mark (0: never opened). */
  seenActivityNo: number;
};
export type CommentRecord = typeof ticketComment.$inferSelect;
export type AttachmentRecord = typeof ticketAttachment.$inferSelect;
export type HistoryRecord = typeof ticketHistory.$inferSelect;

// ---------------------------------------------------------------- numbers

/**
 * The next number of the year: the year's counter row is created or incremented in one
 * statement, and stays locked until the transaction ends, so concurrent creates queue on it.
 */
export async function nextTicketSeq(tx: Db, beYear: number): Promise<number> {
  const [row] = await tx
    .insert(ticketNumber)
    .values({ beYear, lastNo: 1 })
    .onConflictDoUpdate({ target: ticketNumber.beYear, set: { lastNo: sql`${ticketNumber.lastNo} + 1` } })
    .returning({ lastNo: ticketNumber.lastNo });
  return row!.lastNo;
}

// ---------------------------------------------------------------- writes

export type NewTicket = Omit<
  typeof ticket.$inferInsert,
  'ticketId' | 'version' | 'createDtm' | 'lastUpdateDtm' | 'resolvedDtm'
>;

export async function insertTicket(tx: Db, values: NewTicket): Promise<TicketStored> {
  const [row] = await tx.insert(ticket).values(values).returning();
  return row!;
}

export async function insertComment(
  tx: Db,
  values: Omit<typeof ticketComment.$inferInsert, 'commentId' | 'createDtm'>,
): Promise<CommentRecord> {
  const [row] = await tx.insert(ticketComment).values(values).returning();
  return row!;
}

export async function insertAttachment(
  tx: Db,
  values: Omit<typeof ticketAttachment.$inferInsert, 'attachmentId'>,
): Promise<void> {
  await tx.insert(ticketAttachment).values(values);
}

export async function insertHistory(
  tx: Db,
  values: Omit<typeof ticketHistory.$inferInsert, 'historyId' | 'changedDtm'>,
): Promise<void> {
  await tx.insert(ticketHistory).values(values);
}

/** The ticket row alone, locked for a change (changes of one ticket wait their turn). */
export async function lockTicket(
  tx: Db,
  ticketRequestNo: string,
  reach: string | undefined,
): Promise<TicketStored | undefined> {
  const [row] = await tx
    .select()
    .from(ticket)
    .where(and(eq(ticket.ticketRequestNo, ticketRequestNo), reached(reach)))
    .for('update');
  return row;
}

/**
 * One event on a locked ticket: the next activity number, which becomes the last one customer
 * users and/or administrators are told about; a change of status or priority also moves the
 * version. Answers the event's activity number.
 */
export async function recordActivity(
  tx: Db,
  ticketId: number,
  event: {
    forCustomers: boolean;
    forAdmins: boolean;
    change?: Partial<Pick<TicketStored, 'status' | 'priority'>> & { resolved?: boolean };
  },
  actor: string,
): Promise<number> {
  const next = sql`${ticket.activityNo} + 1`;
  const [row] = await tx
    .update(ticket)
    .set({
      activityNo: next,
      ...(event.forCustomers ? { customerActivityNo: next } : {}),
      ...(event.forAdmins ? { adminActivityNo: next } : {}),
      ...(event.change
        ? {
            ...(event.change.status ? { status: event.change.status } : {}),
            ...(event.change.priority ? { priority: event.change.priority } : {}),
            ...(event.change.resolved ? { resolvedDtm: sql`now()` } : {}),
            version: sql`${ticket.version} + 1`,
          }
        : {}),
      lastUpdateDtm: sql`now()`,
      lastUpdateBy: actor,
    })
    .where(eq(ticket.ticketId, ticketId))
    .returning({ activityNo: ticket.activityNo });
  return row!.activityNo;
}

/** The reader has seen the ticket up to this activity (a mark never moves back). */
export async function markRead(db: Db, ticketId: number, readerKey: string, seen: number): Promise<void> {
  await db
    .insert(ticketRead)
    .values({ ticketId, readerKey, seenActivityNo: seen })
    .onConflictDoUpdate({
      target: [ticketRead.ticketId, ticketRead.readerKey],
      set: {
        seenActivityNo: sql`GREATEST(${ticketRead.seenActivityNo}, excluded.seen_activity_no)`,
        readDtm: sql`now()`,
      },
    });
}

// ---------------------------------------------------------------- reads

const reached = (reach: string | undefined): SQL | undefined =>
  reach === undefined ? undefined : eq(ticket.customerCode, reach);

/** The activity number that tells this caller something new. */
const relevantActivity = (caller: TicketCaller) =>
  caller.role === 'ADMIN' ? ticket.adminActivityNo : ticket.customerActivityNo;

function selectTickets(db: Db, readerKey: string) {
  return db
    .select({
      ticket,
      customerName: customer.customerName,
      seenActivityNo: ticketRead.seenActivityNo,
    })
    .from(ticket)
    .innerJoin(customer, eq(customer.customerCode, ticket.customerCode))
    .leftJoin(ticketRead, and(eq(ticketRead.ticketId, ticket.ticketId), eq(ticketRead.readerKey, readerKey)));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];
const toRecord = (row: Selected): TicketRecord => ({
  ...row.ticket,
  customerName: row.customerName,
  seenActivityNo: row.seenActivityNo ?? 0,
});

export async function findTicket(
  db: Db,
  ticketRequestNo: string,
  caller: TicketCaller,
): Promise<TicketRecord | undefined> {
  const [row] = await selectTickets(db, caller.readerKey).where(
    and(eq(ticket.ticketRequestNo, ticketRequestNo), reached(caller.customerCode)),
  );
  return row && toRecord(row);
}

/** The conversation, oldest first; internal notes only when asked for (administrators). */
export function commentsOf(db: Db, ticketId: number, withInternal: boolean): Promise<CommentRecord[]> {
  return db
    .select()
    .from(ticketComment)
    .where(
      and(eq(ticketComment.ticketId, ticketId), withInternal ? undefined : eq(ticketComment.internal, false)),
    )
    .orderBy(asc(ticketComment.commentId));
}

/** Every attachment of the ticket and its comments, in the order sent. */
export function attachmentsOf(db: Db, ticketId: number): Promise<AttachmentRecord[]> {
  return db
    .select()
    .from(ticketAttachment)
    .where(eq(ticketAttachment.ticketId, ticketId))
    .orderBy(asc(ticketAttachment.attachmentId));
}

export function historyOf(db: Db, ticketId: number): Promise<HistoryRecord[]> {
  return db
    .select()
    .from(ticketHistory)
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.historyId));
}

/** Tickets within the caller's reach with something the caller has not seen. */
export async function unreadCount(db: Db, caller: TicketCaller): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ticket)
    .leftJoin(
      ticketRead,
      and(eq(ticketRead.ticketId, ticket.ticketId), eq(ticketRead.readerKey, caller.readerKey)),
    )
    .where(
      and(
        reached(caller.customerCode),
        gt(relevantActivity(caller), sql`coalesce(${ticketRead.seenActivityNo}, 0)`),
      ),
    );
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- search

/** Priority and status sort by their rank (LOW … URGENT; OPEN … CLOSED), not alphabetically. */
const rankOf = (values: readonly string[], column: AnyPgColumn): SQL =>
  sql`array_position(ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

const sortColumns: Record<TicketSortBy, AnyPgColumn | SQL> = {
  ticketRequestNo: ticket.ticketRequestNo,
  ticketSubject: ticket.ticketSubject,
  priority: rankOf(TICKET_PRIORITIES, ticket.priority),
  status: rankOf(TICKET_STATUSES, ticket.status),
  createDtm: ticket.createDtm,
  lastUpdateDtm: ticket.lastUpdateDtm,
};

/**
 * The contract's criteria within the caller's reach (a customer user: its customer, whatever
 * customerCode says). Without sortBy: newest first; otherwise the column, then newest first.
 */
export async function searchTickets(
  db: Db,
  caller: TicketCaller,
  request: SearchTicketRequest,
): Promise<{ rows: TicketRecord[]; total: number }> {
  const { size, offset } = pagingOf(request);
  const where = and(
    reached(caller.customerCode ?? criterion(request.customerCode)),
    matchesAny(request.ticketRequestNo, ticket.ticketRequestNo),
    matchesAny(request.ticketSubject, ticket.ticketSubject),
    request.priority ? eq(ticket.priority, request.priority) : undefined,
    request.actionType ? eq(ticket.actionType, request.actionType) : undefined,
    request.status ? eq(ticket.status, request.status) : undefined,
    request.createDateFrom ? gte(ticket.createDtm, bangkokDayStart(request.createDateFrom)) : undefined,
    request.createDateTo ? lt(ticket.createDtm, bangkokDayStart(request.createDateTo, 1)) : undefined,
  );
  const order = request.sortBy
    ? [(request.sortDir === 'desc' ? desc : asc)(sortColumns[request.sortBy]), desc(ticket.ticketId)]
    : [desc(ticket.ticketId)];
  const [totalRow] = await db.select({ total: count() }).from(ticket).where(where);
  const rows = await selectTickets(db, caller.readerKey)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(offset);
  return { rows: rows.map(toRecord), total: totalRow?.total ?? 0 };
}

// ---------------------------------------------------------------- people

/** The name shown for an administrator or a customer user (the username when none is found). */
export async function actorName(db: Db, role: TicketActorRole, code: string): Promise<string | undefined> {
  if (role === 'ADMIN') {
    const [row] = await db
      .select({ name: adminUser.fullName })
      .from(adminUser)
      .where(eq(adminUser.adminCode, code));
    return row?.name;
  }
  const [row] = await db
    .select({ name: customerUser.fullName })
    .from(customerUser)
    .where(eq(customerUser.userCode, code));
  return row?.name;
}

/**
 * Where the requester's mail goes: the e-mail of the customer user who opened the ticket (while
 * that account is not deleted), otherwise the customer's own e-mail when it has one.
 */
export async function requesterEmail(db: Db, stored: TicketStored): Promise<string | undefined> {
  if (stored.requestRole === 'CUSTOMER') {
    const [user] = await db
      .select({ email: customerUser.email })
      .from(customerUser)
      .where(and(eq(customerUser.userCode, stored.requestCode), ne(customerUser.status, 'DELETE')));
    if (user?.email) return user.email;
  }
  const [row] = await db
    .select({ email: customer.email })
    .from(customer)
    .where(eq(customer.customerCode, stored.customerCode));
  return row?.email?.trim() || undefined;
}

export async function customerNameOf(db: Db, customerCode: string): Promise<string> {
  const [row] = await db
    .select({ name: customer.customerName })
    .from(customer)
    .where(eq(customer.customerCode, customerCode));
  return row?.name ?? customerCode;
}
