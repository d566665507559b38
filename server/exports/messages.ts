// Texts every list export shares, in Thai and English: the record and import statuses as the
// screens say them (src/locales/*/common.json "status"), and the headings several files share.
import type { Language } from '../http/language';
import type { Text } from '../validation/messages';

const statusTexts: Record<string, Text> = {
  ACTIVE: { th: 'ใช้งาน', en: 'Active' },
  INACTIVE: { th: 'ไม่ใช้งาน', en: 'Inactive' },
  DELETE: { th: 'ลบแล้ว', en: 'Deleted' },
  PROCESSING: { th: 'กำลังดำเนินการ', en: 'Processing' },
  VALIDATION_FAILED: { th: 'ข้อมูลไม่ถูกต้อง', en: 'Has errors' },
  READY: { th: 'พร้อมส่ง', en: 'Ready' },
  USER_SUBMITTED: { th: 'ส่งแล้ว รอฝ่ายบัญชี', en: 'Submitted, awaiting accounting' },
  ACCOUNTING_SUBMITTED: { th: 'ฝ่ายบัญชีส่งแล้ว', en: 'Approved by accounting' },
  REJECTED: { th: 'ถูกส่งกลับ', en: 'Sent back' },
  CANCELLED: { th: 'ยกเลิกแล้ว', en: 'Cancelled' },
  COMPLETED: { th: 'เสร็จสมบูรณ์', en: 'Completed' },
  FAILED: { th: 'ไม่สำเร็จ', en: 'Failed' },
};

/** Column headings of more than one export or report, worded as the screens word them. */
export const sharedHeaders = {
  customerCode: { th: 'รหัสลูกค้า', en: 'Customer code' },
  customer: { th: 'ลูกค้า', en: 'Customer' },
  taxId: { th: 'เลขประจำตัวผู้เสียภาษี', en: 'Tax ID' },
  documentType: { th: 'ประเภทเอกสาร', en: 'Document type' },
  status: { th: 'สถานะ', en: 'Status' },
  madeAt: { th: 'จัดทำเมื่อ', en: 'Made at' },
} satisfies Record<string, Text>;

/** A status as the screens say it; an unknown one as stored. */
export const statusText = (status: string, language: Language): string =>
  statusTexts[status]?.[language] ?? status;
