// Reading tickets within the caller's reach (an ADMIN every customer's, a customer user its own
// customer's): the search, one ticket with its conversation and history, and the unread count.
import type { SearchBody } from '../../../contract/envelope';
import type { SearchTicketRequest, TicketDetail, TicketRow, UnreadCount } from '../../../contract/ticket';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { pagingOf, searchResult } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { assertCalendarDates } from '../../validation/calendar-dates';
import { toAttachment, toComment, toHistoryEntry, toRow } from './answers';
import * as repo from './repository';
import { callerOf, nextStatuses } from './ticket-rules';

function assertDates(ctx: ServiceContext, body: SearchTicketRequest): void {
  assertCalendarDates(ctx, body, ['createDateFrom', 'createDateTo']);
}

export function createTicketReadService(deps: AppDeps) {
  const db = deps.db;

  return {
    async search(ctx: ServiceContext, body: SearchTicketRequest): Promise<SearchBody<TicketRow>> {
      assertDates(ctx, body);
      const caller = callerOf(ctx);
      const { page, size } = pagingOf(body);
      const { rows, total } = await repo.searchTickets(db, caller, body);
      return searchResult(
        rows.map((row) => toRow(row, caller, ctx)),
        page,
        size,
        total,
      );
    },

    /**
     * One ticket (404 outside the caller's reach) with its attachments, the comments the caller
     * may see, the history and the moves the caller may make. Reading it marks it read for the
     * caller up to what was read (`markRead: false` after a change, which marked it already).
     */
    async detail(
      ctx: ServiceContext,
      ticketRequestNo: string,
      options: { markRead: boolean } = { markRead: true },
    ): Promise<TicketDetail> {
      const caller = callerOf(ctx);
      const record = await repo.findTicket(db, ticketRequestNo, caller);
      if (!record) throw notFound();
      const [comments, attachments, history] = await Promise.all([
        repo.commentsOf(db, record.ticketId, caller.role === 'ADMIN'),
        repo.attachmentsOf(db, record.ticketId),
        repo.historyOf(db, record.ticketId),
      ]);
      if (options.markRead) {
        await repo.markRead(db, record.ticketId, caller.readerKey, record.activityNo);
        record.seenActivityNo = Math.max(record.seenActivityNo, record.activityNo);
      }
      return {
        ...toRow(record, caller, ctx),
        detail: record.detail,
        attachments: attachments.filter((a) => a.commentId === null).map(toAttachment),
        comments: comments.map((comment) =>
          toComment(
            comment,
            attachments.filter((a) => a.commentId === comment.commentId),
          ),
        ),
        history: history.map(toHistoryEntry),
        nextStatuses: nextStatuses(caller, record),
      };
    },

    async unreadCount(ctx: ServiceContext): Promise<UnreadCount> {
      return { count: await repo.unreadCount(db, callerOf(ctx)) };
    },
  };
}

export type TicketReadService = ReturnType<typeof createTicketReadService>;
