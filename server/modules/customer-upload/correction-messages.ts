// Texts of the corrections of an issued document (docs/corrections.md) in Thai and English.
import data from './correction-messages.json';

export const correctionMessages = {
  ...data.correctionMessages,
  DOCUMENT_CANCELLED: (documentNo: string) => ({
    th: `เอกสารเลขที่ ${documentNo} ถูกยกเลิกแล้ว หรือมีใบแจ้งยกเลิกรอดำเนินการอยู่ จึงแก้ไขหรือยกเลิกซ้ำไม่ได้`,
    en: `Document ${documentNo} is cancelled, or a cancellation of it is waiting in an import: it cannot be corrected or cancelled again`,
  }),
  templateType: (documentType: string) => ({
    th: `เทมเพลตนี้ไม่ใช่เอกสารประเภท ${documentType}`,
    en: `the template is not one of document type ${documentType}`,
  }),
  purposeCode: (codes: readonly string[]) => ({
    th: `รหัสสาเหตุการออกเอกสารต้องเป็นหนึ่งใน ${codes.join(', ')}`,
    en: `the purpose code must be one of ${codes.join(', ')}`,
  }),
};

/**
 * ETDA's Thai texts of the purpose codes (ขมธอ.3-2560, รหัสสาเหตุการออกเอกสาร): what the note's
 * Purpose says unless a "99" code ("another reason") brings the user's own text.
 */
export const PURPOSE_TEXTS: Record<string, string> = data.PURPOSE_TEXTS;
