// Texts of the import failures in Thai (default) and English; picked with say().
export const uploadMessages = {
  UPLOAD_STATUS: {
    th: 'ไม่สามารถดำเนินการได้ในสถานะปัจจุบันของรายการนำเข้า',
    en: 'This step does not fit the import’s current status',
  },
  validationFailedSubmit: {
    th: 'รายการนำเข้ามีข้อมูลผิดพลาด กรุณาแก้ไขไฟล์แล้วอัปโหลดใหม่',
    en: 'The import has rows with errors; fix the file and upload it again',
  },
  SAME_ACCOUNT: {
    th: 'ผู้ส่งข้อมูลไม่สามารถอนุมัติในขั้นตอนบัญชีเองได้',
    en: 'The account that submitted the data cannot also approve it for accounting',
  },
  sameAccountReject: {
    th: 'ผู้ส่งข้อมูลไม่สามารถส่งกลับรายการของตนเองในขั้นตอนบัญชีได้',
    en: 'The account that submitted the data cannot also send it back for accounting',
  },
  NO_ROWS: { th: 'ไม่พบข้อมูลในไฟล์', en: 'The file has no data rows' },
  tooManyRows: (limit: number) => ({
    th: `ไฟล์มีข้อมูลเกิน ${limit.toLocaleString('th-TH')} แถว`,
    en: `The file has more than ${limit.toLocaleString('en-US')} data rows`,
  }),
  templateNotFound: { th: 'ไม่พบเทมเพลตที่ใช้งานได้', en: 'no active template with this code' },
  templateUploadType: {
    th: 'เทมเพลตนี้ไม่ใช่ประเภทการนำเข้านี้',
    en: 'the template is not one of this import type',
  },
  branchNotFound: { th: 'ไม่พบสาขานี้ของลูกค้า', en: 'the customer has no such branch' },
  branchNotAssigned: { th: 'คุณไม่ได้รับสิทธิ์ในสาขานี้', en: 'you are not assigned to this branch' },
  notUploader: {
    th: 'บทบาทของคุณไม่สามารถนำเข้าข้อมูลได้',
    en: 'your role cannot import data',
  },
  notAllowed: {
    th: 'บทบาทของคุณไม่สามารถทำขั้นตอนนี้ได้',
    en: 'your role cannot take this step',
  },
  unknownField: { th: 'ไม่มีฟิลด์นี้ในเทมเพลต', en: 'the template has no such field' },
  errorColumn: { th: 'ข้อผิดพลาด', en: 'Errors' },
  // Review before approval (approval-review.ts, bulk-approval.ts).
  previewFails: {
    th: 'เอกสารนี้จะออกไม่ได้ จึงแสดงตัวอย่างไม่ได้ (ดูคำเตือน)',
    en: 'This document will fail, so it has no preview (see the warnings)',
  },
  uploadNotFound: { th: 'ไม่พบรายการนำเข้านี้', en: 'No such import' },
  approvalError: {
    th: 'อนุมัติไม่สำเร็จเนื่องจากข้อผิดพลาดของระบบ กรุณาลองใหม่',
    en: 'The approval failed because of a system error; please try again',
  },
} as const;
