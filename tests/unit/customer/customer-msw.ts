import type { ListboxOption } from 'contract/master-data';
import { answerAddressCascade, answerListboxGroups } from '../msw-answer';

// MSW helpers of the customer and administrator screens: contract-shaped answers, and every
// request body recorded so that a test can assert what the screen sent.

export { answerPost as answer, failure, ok, rows, type Recorder } from '../msw-answer';

export const CUSTOMER = '/api/app/customerController';
export const ADMIN_USER = '/api/app/adminUser';
const MD = '/api/app/masterDataController';

const active: ListboxOption[] = [
  { code: 'ACTIVE', nameTh: 'ใช้งาน', nameEn: 'Active', seq: 1 },
  { code: 'INACTIVE', nameTh: 'ไม่ใช้งาน', nameEn: 'Inactive', seq: 2 },
];

/** The seeded listbox groups the screens read (domain.md). */
export const listboxGroups: Record<string, ListboxOption[]> = {
  CUSTOMER_STATUS: active,
  ADMIN_STATUS: active,
  CUSTOMER_TYPE: [
    { code: 'JURISTIC', nameTh: 'นิติบุคคล', nameEn: 'Juristic person', seq: 1 },
    { code: 'INDIVIDUAL', nameTh: 'บุคคลธรรมดา', nameEn: 'Individual', seq: 2 },
  ],
  DOCUMENT_TYPE: [
    { code: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice', seq: 1 },
    { code: 'T01', nameTh: 'ใบรับ (ใบเสร็จรับเงิน)', nameEn: 'Receipt', seq: 2 },
    { code: '80', nameTh: 'ใบเพิ่มหนี้', nameEn: 'Debit note', seq: 3 },
  ],
};

/** Listbox groups and the address cascade. */
export function answerLookups(): void {
  answerListboxGroups(listboxGroups);
  answerAddressCascade(MD);
}
