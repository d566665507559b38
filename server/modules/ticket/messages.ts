// Texts of the ticket refusals in Thai (default) and English; picked with say(). forCustomer is
// appended to the name of an administrator who opened a ticket for the customer.
import { MAX_TICKET_ATTACHMENTS, REOPEN_DAYS, type TicketStatus } from '../../../contract/ticket';
import texts from './messages.json';

const statusNames: Record<TicketStatus, { th: string; en: string }> = texts.statusNames;

/** TICKET_REQUEST_STATUS in Thai (domain.md), for mails. */
export const statusThai = (status: TicketStatus): string => statusNames[status].th;

export const ticketMessages = {
  ...texts.ticketMessages,
  tooLong: (limit: number) => ({
    th: `ต้องไม่เกิน ${limit} ตัวอักษร`,
    en: `must be at most ${limit} characters`,
  }),
  oneOf: (values: readonly string[]) => ({
    th: `ต้องเป็นค่าใดค่าหนึ่งใน: ${values.join(', ')}`,
    en: `must be one of: ${values.join(', ')}`,
  }),
  tooManyFiles: {
    th: `แนบไฟล์ได้ไม่เกิน ${MAX_TICKET_ATTACHMENTS} ไฟล์`,
    en: `At most ${MAX_TICKET_ATTACHMENTS} files can be attached`,
  },
  move: (from: TicketStatus, to: TicketStatus) => ({
    th: `ไม่สามารถเปลี่ยนสถานะคำร้องจาก "${statusNames[from].th}" เป็น "${statusNames[to].th}" ได้`,
    en: `The ticket cannot move from ${statusNames[from].en} to ${statusNames[to].en}`,
  }),
  reopenExpired: {
    th: `เปิดคำร้องอีกครั้งได้ภายใน ${REOPEN_DAYS} วันหลังจากแก้ไขแล้วเท่านั้น`,
    en: `A resolved ticket can be reopened within ${REOPEN_DAYS} days only`,
  },
};
