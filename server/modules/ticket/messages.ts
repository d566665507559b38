// Texts of the ticket refusals in Thai (default) and English; picked with say().
import { MAX_TICKET_ATTACHMENTS, REOPEN_DAYS, type TicketStatus } from '../../../contract/ticket';

const statusNames: Record<TicketStatus, { th: string; en: string }> = {
  OPEN: { th: 'เปิด', en: 'Open' },
  IN_PROGRESS: { th: 'กำลังดำเนินการ', en: 'In progress' },
  RESOLVED: { th: 'แก้ไขแล้ว', en: 'Resolved' },
  CLOSED: { th: 'ปิด', en: 'Closed' },
};

/** TICKET_REQUEST_STATUS in Thai (domain.md), for mails. */
export const statusThai = (status: TicketStatus): string => statusNames[status].th;

export const ticketMessages = {
  required: { th: 'กรุณาระบุ', en: 'is required' },
  tooLong: (limit: number) => ({
    th: `ต้องไม่เกิน ${limit} ตัวอักษร`,
    en: `must be at most ${limit} characters`,
  }),
  invalid: { th: 'ค่าไม่ถูกต้อง', en: 'is not valid' },
  oneOf: (values: readonly string[]) => ({
    th: `ต้องเป็นค่าใดค่าหนึ่งใน: ${values.join(', ')}`,
    en: `must be one of: ${values.join(', ')}`,
  }),
  badCharacter: { th: 'มีอักขระที่ไม่อนุญาต', en: 'contains a character that is not allowed' },
  unknownField: { th: 'ไม่รู้จักฟิลด์นี้', en: 'unknown field' },
  ticketRequestNo: { th: 'เลขที่คำร้องไม่ถูกต้อง', en: 'is not a valid ticket number' },
  filesPart: {
    th: 'ไฟล์แนบต้องส่งในส่วนชื่อ files',
    en: 'attachments are sent as parts named files',
  },
  fileType: {
    th: 'ชนิดไฟล์ไม่ถูกต้อง (แนบได้เฉพาะ PDF, รูปภาพ PNG/JPEG/WebP หรือ Excel .xlsx)',
    en: 'Wrong file type (PDF, PNG/JPEG/WebP image or Excel .xlsx only)',
  },
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
  closed: { th: 'คำร้องนี้ปิดแล้ว', en: 'The ticket is closed' },
  priorityAdminOnly: {
    th: 'เฉพาะเจ้าหน้าที่เท่านั้นที่เปลี่ยนความเร่งด่วนของคำร้องได้',
    en: 'Only support staff can change the priority',
  },
  internalAdminOnly: {
    th: 'เฉพาะเจ้าหน้าที่เท่านั้นที่บันทึกหมายเหตุภายในได้',
    en: 'Only support staff can write internal notes',
  },
  /** Appended to the name of an administrator who opened a ticket for the customer. */
  forCustomer: { th: 'เจ้าหน้าที่', en: 'support' },
} as const;
