// Records as the contract answers them.
import type {
  TicketAttachment,
  TicketComment,
  TicketHistoryEntry,
  TicketRow,
} from '../../../contract/ticket';
import { say, type Speaker } from '../../http/language';
import { toApiTime } from '../../http/time';
import { ticketMessages } from './messages';
import type { AttachmentRecord, CommentRecord, HistoryRecord, TicketRecord } from './repository';
import type { TicketCaller } from './ticket-rules';

/** Whether the ticket has an event this caller would be told about and has not seen. */
export function isUnread(record: TicketRecord, caller: TicketCaller): boolean {
  const relevant = caller.role === 'ADMIN' ? record.adminActivityNo : record.customerActivityNo;
  return relevant > record.seenActivityNo;
}

/** Who opened it; an administrator who opened it for the customer is marked so. */
function requestNameOf(record: TicketRecord, speaker: Speaker): string {
  return record.requestRole === 'ADMIN'
    ? `${record.requestName} (${say(speaker, ticketMessages.forCustomer)})`
    : record.requestName;
}

export function toRow(record: TicketRecord, caller: TicketCaller, speaker: Speaker): TicketRow {
  return {
    ticketRequestNo: record.ticketRequestNo,
    ticketSubject: record.ticketSubject,
    priority: record.priority,
    actionType: record.actionType,
    status: record.status,
    customerCode: record.customerCode,
    customerName: record.customerName,
    requestName: requestNameOf(record, speaker),
    createDtm: toApiTime(record.createDtm),
    lastUpdateDtm: toApiTime(record.lastUpdateDtm),
    unread: isUnread(record, caller),
    version: record.version,
  };
}

export function toAttachment(record: AttachmentRecord): TicketAttachment {
  return {
    fileId: record.fileId,
    fileName: record.fileName,
    fileSize: record.fileSize,
    contentType: record.contentType,
  };
}

export function toComment(record: CommentRecord, attachments: AttachmentRecord[]): TicketComment {
  return {
    commentId: record.commentId,
    authorName: record.authorName,
    authorRole: record.authorRole,
    message: record.message,
    internal: record.internal,
    createDtm: toApiTime(record.createDtm),
    attachments: attachments.map(toAttachment),
  };
}

export function toHistoryEntry(record: HistoryRecord): TicketHistoryEntry {
  return {
    status: record.status,
    priority: record.priority,
    changedBy: record.changedBy,
    changedDtm: toApiTime(record.changedDtm),
  };
}
