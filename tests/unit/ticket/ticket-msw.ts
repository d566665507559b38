// MSW answers of the ticket screens: contract-shaped rows and a ticket with its conversation,
// the TICKET_* listbox groups, and the multipart bodies the screens send (fields and file names).
import type { ListboxOption } from 'contract/master-data';
import { seededOptions } from '../master-data/lookup-fixtures';
import type { TicketDetail, TicketRow } from 'contract/ticket';
import {
  answerListboxGroups,
  answerMultipart as answerMultipartPost,
  ok,
  type SentForm,
} from '../msw-answer';

export const TICKET = '/api/app/ticketController';

export function ticketRow(overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    ticketRequestNo: 'TK-2569-000001',
    ticketSubject: 'อัปโหลดไฟล์ไม่ผ่าน',
    priority: 'HIGH',
    actionType: 'PROBLEM',
    status: 'OPEN',
    customerCode: 'C000001',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    requestName: 'สมชาย ใจดี',
    createDtm: '2026-11-20T10:00:00.000+07:00',
    lastUpdateDtm: '2026-11-21T09:30:00.000+07:00',
    unread: false,
    version: 1,
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketRow(),
    detail: 'อัปโหลดไฟล์ใบกำกับภาษีแล้วขึ้นว่าชนิดไฟล์ไม่ถูกต้อง',
    attachments: [
      {
        fileId: '11111111-2222-4333-8444-555555555555',
        fileName: 'screen.png',
        fileSize: 2048,
        contentType: 'image/png',
      },
    ],
    comments: [
      {
        commentId: 1,
        authorName: 'ผู้ดูแลระบบ',
        authorRole: 'ADMIN',
        message: 'กรุณาส่งไฟล์ตัวอย่างมาด้วยครับ',
        internal: false,
        createDtm: '2026-11-20T11:00:00.000+07:00',
        attachments: [],
      },
      {
        commentId: 2,
        authorName: 'ผู้ดูแลระบบ',
        authorRole: 'ADMIN',
        message: 'ลูกค้ารายนี้ใช้เทมเพลตเก่า',
        internal: true,
        createDtm: '2026-11-20T11:05:00.000+07:00',
        attachments: [],
      },
    ],
    history: [
      {
        status: 'OPEN',
        priority: 'HIGH',
        changedBy: 'สมชาย ใจดี',
        changedDtm: '2026-11-20T10:00:00.000+07:00',
      },
    ],
    nextStatuses: ['IN_PROGRESS', 'RESOLVED', 'CLOSED'],
    ...overrides,
  };
}

const listboxGroups: Record<string, ListboxOption[]> = {
  TICKET_REQUEST_STATUS: seededOptions('TICKET_REQUEST_STATUS'),
  TICKET_REQ_TYPE: seededOptions('TICKET_REQ_TYPE', ['GENERAL', 'PROBLEM']),
  TICKET_REQ_PRIORITY: seededOptions('TICKET_REQ_PRIORITY'),
};

export function answerTicketListboxes() {
  return answerListboxGroups(listboxGroups);
}

/** POST `url` (multipart) answers `detail` and records what was sent. */
export const answerMultipart = (url: string, detail: TicketDetail): SentForm[] =>
  answerMultipartPost(url, () => ok(detail));
