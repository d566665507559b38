// Texts of the import failures in Thai (default) and English; picked with say(). The texts from
// previewFails on are those of the review before approval (approval-review.ts, bulk-approval.ts).
import texts from './messages.json';

export const uploadMessages = {
  ...texts,
  tooManyRows: (limit: number) => ({
    th: `ไฟล์มีข้อมูลเกิน ${limit.toLocaleString('th-TH')} แถว`,
    en: `The file has more than ${limit.toLocaleString('en-US')} data rows`,
  }),
};
