import { bigint, bigserial, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { TicketPriority, TicketStatus, TicketType } from '../../../contract/ticket';
import { customer } from './customer';
import { storedFile } from './file';
import { recordColumns, ts } from './columns';

// Tables of server/db/migrations/0075_ticket.sql (docs/tickets.md).

/** Who acted: an administrator, or a user of the ticket's customer. */
export type TicketActorRole = 'ADMIN' | 'CUSTOMER';

/** The last number issued per Buddhist-era year. */
export const ticketNumber = pgTable('ticket_number', {
  beYear: integer('be_year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

export const ticket = pgTable('ticket', {
  ticketId: bigserial('ticket_id', { mode: 'number' }).primaryKey(),
  ticketRequestNo: text('ticket_request_no').notNull().unique(),
  customerCode: text('customer_code')
    .notNull()
    .references(() => customer.customerCode),
  ticketSubject: text('ticket_subject').notNull(),
  detail: text('detail').notNull(),
  priority: text('priority').$type<TicketPriority>().notNull(),
  actionType: text('action_type').$type<TicketType>().notNull(),
  status: text('status').$type<TicketStatus>().notNull(),
  requestRole: text('request_role').$type<TicketActorRole>().notNull(),
  requestCode: text('request_code').notNull(),
  requestName: text('request_name').notNull(),
  resolvedDtm: ts('resolved_dtm'),
  activityNo: bigint('activity_no', { mode: 'number' }).notNull().default(0),
  customerActivityNo: bigint('customer_activity_no', { mode: 'number' }).notNull().default(0),
  adminActivityNo: bigint('admin_activity_no', { mode: 'number' }).notNull().default(0),
  ...recordColumns(),
});

export const ticketComment = pgTable('ticket_comment', {
  commentId: bigserial('comment_id', { mode: 'number' }).primaryKey(),
  ticketId: bigint('ticket_id', { mode: 'number' })
    .notNull()
    .references(() => ticket.ticketId),
  authorRole: text('author_role').$type<TicketActorRole>().notNull(),
  authorCode: text('author_code').notNull(),
  authorName: text('author_name').notNull(),
  message: text('message').notNull(),
  internal: boolean('internal').notNull().default(false),
  createDtm: ts('create_dtm').notNull().defaultNow(),
  createBy: text('create_by').notNull(),
});

export const ticketAttachment = pgTable('ticket_attachment', {
  attachmentId: bigserial('attachment_id', { mode: 'number' }).primaryKey(),
  ticketId: bigint('ticket_id', { mode: 'number' })
    .notNull()
    .references(() => ticket.ticketId),
  commentId: bigint('comment_id', { mode: 'number' }).references(() => ticketComment.commentId),
  fileId: uuid('file_id')
    .notNull()
    .unique()
    .references(() => storedFile.fileId),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  contentType: text('content_type').notNull(),
});

export const ticketHistory = pgTable('ticket_history', {
  historyId: bigserial('history_id', { mode: 'number' }).primaryKey(),
  ticketId: bigint('ticket_id', { mode: 'number' })
    .notNull()
    .references(() => ticket.ticketId),
  status: text('status').$type<TicketStatus>(),
  priority: text('priority').$type<TicketPriority>(),
  changedRole: text('changed_role').$type<TicketActorRole>().notNull(),
  changedCode: text('changed_code').notNull(),
  changedBy: text('changed_by').notNull(),
  changedDtm: ts('changed_dtm').notNull().defaultNow(),
});

export const ticketRead = pgTable(
  'ticket_read',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => ticket.ticketId),
    readerKey: text('reader_key').notNull(),
    seenActivityNo: bigint('seen_activity_no', { mode: 'number' }).notNull(),
    readDtm: ts('read_dtm').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.readerKey] })],
);
