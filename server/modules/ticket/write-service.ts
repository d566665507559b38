// Changing tickets (docs/tickets.md): open one, move its status or priority, add a comment. Each
// change is one transaction with its history, attachments, read mark, audit row and mails (the
// mails are delivered after the commit).
import { randomUUID } from 'node:crypto';
import type { TicketDetail, TicketStatus, UpdateTicketRequest } from '../../../contract/ticket';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import { lockLiveCustomer } from '../../db/live-customer';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { cleanOriginalName, downloadNameOf } from '../../files/file-names';
import { forbidden, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import type { MailMessage } from '../../mail/mailer';
import { fieldText } from '../../validation/messages';
import * as mails from './mails';
import { ticketMessages as m } from './messages';
import type { TicketReadService } from './read-service';
import * as repo from './repository';
import { commentFieldsOf, createFieldsOf, type TicketForm, type TicketFile } from './ticket-form';
import {
  adminMayMove,
  buddhistYear,
  callerOf,
  ticketNoOf,
  withinReopenWindow,
  type TicketCaller,
} from './ticket-rules';

/** A stored file as its attachment row describes it. */
interface StoredAttachment {
  fileId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
}

export function createTicketWriteService(deps: AppDeps, reads: TicketReadService) {
  const { config } = deps;

  /** The name shown for the caller (its username when the account row is gone). */
  async function nameOf(tx: Db, ctx: ServiceContext, caller: TicketCaller): Promise<string> {
    return (await repo.actorName(tx, caller.role, caller.code)) ?? ctx.actor;
  }

  /** Stores the files' bytes (owned by `ownerCustomerCode`); answers what the attachment rows need. */
  async function putFiles(
    tx: Db,
    ctx: ServiceContext,
    ownerCustomerCode: string | null,
    files: readonly TicketFile[],
  ): Promise<StoredAttachment[]> {
    const stored: StoredAttachment[] = [];
    for (const file of files) {
      const fileId = randomUUID();
      const fileName = cleanOriginalName(file.originalName);
      await deps.files.put(tx, {
        fileId,
        ownerCustomerCode,
        purpose: 'TICKET_ATTACHMENT',
        originalName: fileName,
        downloadName: downloadNameOf('TICKET_ATTACHMENT', fileId, file.type.extension),
        contentType: file.type.contentType,
        content: file.content,
        createBy: ctx.actor,
      });
      stored.push({ fileId, fileName, fileSize: file.content.length, contentType: file.type.contentType });
    }
    return stored;
  }

  /** Links stored files to the ticket, or to one of its comments. */
  async function linkFiles(
    tx: Db,
    target: { ticketId: number; commentId: number | null },
    files: readonly StoredAttachment[],
  ): Promise<void> {
    for (const file of files) await repo.insertAttachment(tx, { ...target, ...file });
  }

  /** Enqueues the mails in the change's transaction; they are delivered after its commit. */
  async function sendMails(command: Command, messages: (MailMessage | undefined)[]): Promise<void> {
    const ids: number[] = [];
    for (const message of messages) if (message) ids.push(await deps.mailer.enqueue(command.tx, message));
    command.deliverMail(ids);
  }

  const customerLink = (no: string) => mails.ticketLink(config.publicUrl, 'customer', no);
  const adminLink = (no: string) => mails.ticketLink(config.publicUrl, 'admin', no);

  return {
    /**
     * A new ticket, OPEN, numbered TK-<BE year>-<n>. An ADMIN opens it for the customer it
     * names (an existing, not deleted customer); a customer user for its own customer.
     */
    async create(ctx: ServiceContext, form: TicketForm): Promise<TicketDetail> {
      const caller = callerOf(ctx);
      const fields = createFieldsOf(ctx, form.fields, caller.role === 'ADMIN');
      const customerCode = caller.customerCode ?? fields.customerCode!;
      const ticketRequestNo = await runCommand(deps, ctx, async (command) => {
        const { tx, audit } = command;
        if (!(await lockLiveCustomer(tx, customerCode))) {
          throw validationFailed([{ key: 'customerCode', description: say(ctx, fieldText.customerMissing) }]);
        }
        const name = await nameOf(tx, ctx, caller);
        // The bytes first: the year's number row stays locked from here to the commit.
        const files = await putFiles(tx, ctx, customerCode, form.files);
        const beYear = buddhistYear();
        const no = ticketNoOf(beYear, await repo.nextTicketSeq(tx, beYear));
        const stored = await repo.insertTicket(tx, {
          ticketRequestNo: no,
          customerCode,
          ticketSubject: fields.ticketSubject,
          detail: fields.detail,
          priority: fields.priority,
          actionType: fields.actionType,
          status: 'OPEN',
          requestRole: caller.role,
          requestCode: caller.code,
          requestName: name,
          // The opening is news for the other administrators, and for the customer's users
          // when an administrator opened it for them.
          activityNo: 1,
          adminActivityNo: 1,
          customerActivityNo: caller.role === 'ADMIN' ? 1 : 0,
          createBy: ctx.actor,
          lastUpdateBy: ctx.actor,
        });
        await linkFiles(tx, { ticketId: stored.ticketId, commentId: null }, files);
        await repo.insertHistory(tx, {
          ticketId: stored.ticketId,
          status: 'OPEN',
          priority: fields.priority,
          changedRole: caller.role,
          changedCode: caller.code,
          changedBy: name,
        });
        await repo.markRead(tx, stored.ticketId, caller.readerKey, 1);
        if (caller.role === 'CUSTOMER') {
          const who = { customerName: await repo.customerNameOf(tx, customerCode), authorName: name };
          await sendMails(command, [mails.newTicketMail(config.supportTo, stored, adminLink(no), who)]);
        } else {
          const to = await repo.requesterEmail(tx, stored);
          await sendMails(command, [
            to ? mails.openedForCustomerMail(to, stored, customerLink(no)) : undefined,
          ]);
        }
        await audit({
          action: 'CREATE',
          entity: 'ticket',
          entityId: no,
          after: {
            customerCode,
            ticketSubject: stored.ticketSubject,
            priority: stored.priority,
            actionType: stored.actionType,
            status: stored.status,
            files,
          },
        });
        return no;
      });
      return reads.detail(ctx, ticketRequestNo, { markRead: false });
    },

    /**
     * Status and priority. ADMIN: forward moves (and RESOLVED → IN_PROGRESS) and the priority,
     * not on a CLOSED ticket; a customer user: RESOLVED → IN_PROGRESS within REOPEN_DAYS of the
     * resolution, and no priority (403). Sending what the ticket already has changes nothing.
     */
    async update(ctx: ServiceContext, body: UpdateTicketRequest): Promise<TicketDetail> {
      const caller = callerOf(ctx);
      await runCommand(deps, ctx, async (command) => {
        const { tx, audit, assertVersion } = command;
        const current = await repo.lockTicket(tx, body.ticketRequestNo, caller.customerCode);
        if (!current) throw notFound();
        assertVersion(current.version, body.version);
        const status = body.status !== undefined && body.status !== current.status ? body.status : undefined;
        const priority =
          body.priority !== undefined && body.priority !== current.priority ? body.priority : undefined;
        if (!status && !priority) return;
        if (priority && caller.role !== 'ADMIN') throw forbidden('priority', say(ctx, m.priorityAdminOnly));
        if (status) assertMove(ctx, caller, current, status);
        else if (current.status === 'CLOSED') throw ruleRefused('TICKET_STATUS', say(ctx, m.closed));

        const name = await nameOf(tx, ctx, caller);
        const activityNo = await repo.recordActivity(
          tx,
          current.ticketId,
          {
            forCustomers: true,
            forAdmins: true,
            change: { status, priority, resolved: status === 'RESOLVED' },
          },
          ctx.actor,
        );
        await repo.insertHistory(tx, {
          ticketId: current.ticketId,
          status: status ?? null,
          priority: priority ?? null,
          changedRole: caller.role,
          changedCode: caller.code,
          changedBy: name,
        });
        await repo.markRead(tx, current.ticketId, caller.readerKey, activityNo);
        const no = current.ticketRequestNo;
        if (status && caller.role === 'ADMIN') {
          const to = await repo.requesterEmail(tx, current);
          await sendMails(command, [
            to ? mails.statusMail(to, current, customerLink(no), status) : undefined,
          ]);
        } else if (status) {
          const who = { customerName: await repo.customerNameOf(tx, current.customerCode), authorName: name };
          await sendMails(command, [mails.reopenedMail(config.supportTo, current, adminLink(no), who)]);
        }
        await audit({
          action: 'UPDATE',
          entity: 'ticket',
          entityId: no,
          before: { status: current.status, priority: current.priority, version: current.version },
          after: {
            status: status ?? current.status,
            priority: priority ?? current.priority,
            version: current.version + 1,
          },
        });
      });
      return reads.detail(ctx, body.ticketRequestNo, { markRead: false });
    },

    /**
     * A comment with its files. Internal notes (ADMIN only; 403 for a customer user) are shown to
     * administrators only and their files belong to no customer, so no customer can download
     * them. A CLOSED ticket takes no comment (422 TICKET_STATUS). A staff reply (not a note) to
     * an OPEN ticket moves it to IN_PROGRESS — somebody is on it — unless `startWork` is false.
     */
    async addComment(ctx: ServiceContext, form: TicketForm): Promise<TicketDetail> {
      const caller = callerOf(ctx);
      const fields = commentFieldsOf(ctx, form.fields);
      if (fields.internal && caller.role !== 'ADMIN') {
        throw forbidden('internal', say(ctx, m.internalAdminOnly));
      }
      await runCommand(deps, ctx, async (command) => {
        const { tx, audit } = command;
        const current = await repo.lockTicket(tx, fields.ticketRequestNo, caller.customerCode);
        if (!current) throw notFound();
        if (current.status === 'CLOSED') throw ruleRefused('TICKET_STATUS', say(ctx, m.closed));
        const name = await nameOf(tx, ctx, caller);
        const startsWork =
          caller.role === 'ADMIN' && !fields.internal && fields.startWork && current.status === 'OPEN';
        const comment = await repo.insertComment(tx, {
          ticketId: current.ticketId,
          authorRole: caller.role,
          authorCode: caller.code,
          authorName: name,
          message: fields.message,
          internal: fields.internal,
          createBy: ctx.actor,
        });
        // An internal note's files belong to no customer: administrators only (file-access.ts).
        const files = await putFiles(tx, ctx, fields.internal ? null : current.customerCode, form.files);
        await linkFiles(tx, { ticketId: current.ticketId, commentId: comment.commentId }, files);
        const activityNo = await repo.recordActivity(
          tx,
          current.ticketId,
          {
            forCustomers: !fields.internal,
            forAdmins: !fields.internal,
            ...(startsWork ? { change: { status: 'IN_PROGRESS' as const } } : {}),
          },
          ctx.actor,
        );
        if (startsWork) {
          await repo.insertHistory(tx, {
            ticketId: current.ticketId,
            status: 'IN_PROGRESS',
            priority: null,
            changedRole: caller.role,
            changedCode: caller.code,
            changedBy: name,
          });
        }
        await repo.markRead(tx, current.ticketId, caller.readerKey, activityNo);
        const no = current.ticketRequestNo;
        if (caller.role === 'CUSTOMER') {
          const who = { customerName: await repo.customerNameOf(tx, current.customerCode), authorName: name };
          await sendMails(command, [
            mails.customerReplyMail(config.supportTo, current, adminLink(no), who, fields.message),
          ]);
        } else if (!fields.internal) {
          const to = await repo.requesterEmail(tx, current);
          await sendMails(command, [
            to ? mails.replyMail(to, current, customerLink(no), fields.message) : undefined,
          ]);
        }
        await audit({
          action: fields.internal ? 'INTERNAL_NOTE' : 'COMMENT',
          entity: 'ticket',
          entityId: no,
          ...(startsWork ? { before: { status: current.status, version: current.version } } : {}),
          after: {
            commentId: comment.commentId,
            internal: fields.internal,
            files,
            ...(startsWork ? { status: 'IN_PROGRESS', version: current.version + 1 } : {}),
          },
        });
      });
      return reads.detail(ctx, fields.ticketRequestNo, { markRead: false });
    },
  };
}

/** 422 TICKET_STATUS unless this caller may move the ticket to `to` now. */
function assertMove(
  ctx: ServiceContext,
  caller: TicketCaller,
  current: repo.TicketStored,
  to: TicketStatus,
): void {
  if (caller.role === 'ADMIN') {
    if (!adminMayMove(current.status, to))
      throw ruleRefused('TICKET_STATUS', say(ctx, m.move(current.status, to)));
    return;
  }
  if (current.status !== 'RESOLVED' || to !== 'IN_PROGRESS') {
    throw ruleRefused('TICKET_STATUS', say(ctx, m.move(current.status, to)));
  }
  if (!withinReopenWindow(current.resolvedDtm, new Date())) {
    throw ruleRefused('TICKET_STATUS', say(ctx, m.reopenExpired));
  }
}
