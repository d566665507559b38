// The ticket mails, in Thai (docs/tickets.md "Mails"): to the requester when support answers,
// changes the status or opens a ticket for the customer; to SUPPORT_TO when a customer user
// opens, answers or reopens one. Plain text: nothing of it is ever rendered as HTML.
import type { TicketPriority, TicketStatus, TicketType } from '../../../contract/ticket';
import { headerText } from '../../mail/header-text';
import type { MailMessage } from '../../mail/mailer';
import { statusThai } from './messages';

export interface MailTicket {
  ticketRequestNo: string;
  ticketSubject: string;
}

const typeThai: Record<TicketType, string> = {
  GENERAL: 'สอบถามทั่วไป',
  PROBLEM: 'แจ้งปัญหา',
  CERTIFICATE: 'คำขอใบรับรองอิเล็กทรอนิกส์',
  CORRECTION: 'ขอแก้ไขเอกสาร',
};
const priorityThai: Record<TicketPriority, string> = {
  LOW: 'ต่ำ',
  MEDIUM: 'ปานกลาง',
  HIGH: 'สูง',
  URGENT: 'เร่งด่วน',
};

/** The ticket's page in the customer or the admin web app (PUBLIC_URL, never a request's Host). */
export const ticketLink = (publicUrl: string, app: 'admin' | 'customer', ticketRequestNo: string) =>
  `${publicUrl}/${app}/ticket/${encodeURIComponent(ticketRequestNo)}`;

function message(to: string, ticket: MailTicket, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject: headerText(`[${ticket.ticketRequestNo}] ${subject}: ${ticket.ticketSubject}`),
    text: lines.join('\n'),
    refEntity: 'ticket',
    refId: ticket.ticketRequestNo,
  };
}

const heading = (ticket: MailTicket) => [
  `คำร้องเลขที่ ${ticket.ticketRequestNo}`,
  `เรื่อง: ${ticket.ticketSubject}`,
];

// ---------------------------------------------------------------- to the requester

/** Support answered (a note that is not internal). */
export function replyMail(to: string, ticket: MailTicket, link: string, reply: string): MailMessage {
  return message(to, ticket, 'เจ้าหน้าที่ตอบกลับคำร้อง', [
    'เรียน ผู้ใช้บริการ',
    '',
    'เจ้าหน้าที่ได้ตอบกลับคำร้องของท่าน',
    ...heading(ticket),
    '',
    reply,
    '',
    `ดูรายละเอียดและตอบกลับได้ที่ ${link}`,
  ]);
}

/** Support moved the status. */
export function statusMail(to: string, ticket: MailTicket, link: string, status: TicketStatus): MailMessage {
  return message(to, ticket, `สถานะคำร้อง: ${statusThai(status)}`, [
    'เรียน ผู้ใช้บริการ',
    '',
    `สถานะคำร้องของท่านเปลี่ยนเป็น "${statusThai(status)}"`,
    ...heading(ticket),
    '',
    `ดูรายละเอียดได้ที่ ${link}`,
  ]);
}

/** Support opened a ticket for the customer. */
export function openedForCustomerMail(to: string, ticket: MailTicket, link: string): MailMessage {
  return message(to, ticket, 'เจ้าหน้าที่เปิดคำร้องให้ท่าน', [
    'เรียน ผู้ใช้บริการ',
    '',
    'เจ้าหน้าที่ได้เปิดคำร้องในนามของท่าน',
    ...heading(ticket),
    '',
    `ดูรายละเอียดและตอบกลับได้ที่ ${link}`,
  ]);
}

// ---------------------------------------------------------------- to support

export interface SupportMailInput {
  customerName: string;
  authorName: string;
}

/** A customer user opened a ticket. */
export function newTicketMail(
  to: string,
  ticket: MailTicket & { actionType: TicketType; priority: TicketPriority; detail: string },
  link: string,
  who: SupportMailInput,
): MailMessage {
  return message(to, ticket, 'คำร้องใหม่', [
    `ลูกค้า ${who.customerName} เปิดคำร้องใหม่`,
    ...heading(ticket),
    `ประเภท: ${typeThai[ticket.actionType]}`,
    `ความเร่งด่วน: ${priorityThai[ticket.priority]}`,
    `ผู้แจ้ง: ${who.authorName}`,
    '',
    ticket.detail,
    '',
    `ดูและตอบกลับได้ที่ ${link}`,
  ]);
}

/** A customer user answered. */
export function customerReplyMail(
  to: string,
  ticket: MailTicket,
  link: string,
  who: SupportMailInput,
  reply: string,
): MailMessage {
  return message(to, ticket, 'ลูกค้าตอบกลับคำร้อง', [
    `ลูกค้า ${who.customerName} ตอบกลับคำร้อง`,
    ...heading(ticket),
    `ผู้ตอบ: ${who.authorName}`,
    '',
    reply,
    '',
    `ดูและตอบกลับได้ที่ ${link}`,
  ]);
}

/** A customer user reopened a resolved ticket. */
export function reopenedMail(
  to: string,
  ticket: MailTicket,
  link: string,
  who: SupportMailInput,
): MailMessage {
  return message(to, ticket, 'ลูกค้าเปิดคำร้องอีกครั้ง', [
    `ลูกค้า ${who.customerName} เปิดคำร้องที่แก้ไขแล้วอีกครั้ง (สถานะ "${statusThai('IN_PROGRESS')}")`,
    ...heading(ticket),
    `ผู้ดำเนินการ: ${who.authorName}`,
    '',
    `ดูรายละเอียดได้ที่ ${link}`,
  ]);
}
