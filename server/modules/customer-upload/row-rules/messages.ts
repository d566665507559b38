// What a row problem says, in Thai (default) and English, for an office user fixing a file.
import type { Language } from '../../../http/language';
import type { ProblemCode, RowProblem } from './types';

type Params = Record<string, string | number>;
const texts: Record<ProblemCode, (p: Params) => { th: string; en: string }> = {
  REQUIRED: () => ({ th: 'กรุณาระบุ', en: 'is required' }),
  MAX_LENGTH: (p) => ({ th: `ยาวเกิน ${p.max} ตัวอักษร`, en: `is longer than ${p.max} characters` }),
  INTEGER: () => ({ th: 'ต้องเป็นจำนวนเต็ม', en: 'must be a whole number' }),
  DECIMAL: () => ({ th: 'ต้องเป็นตัวเลข', en: 'must be a number' }),
  DECIMAL_PLACES: () => ({ th: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง', en: 'may have at most 2 decimal places' }),
  DATE: () => ({
    th: 'วันที่ไม่ถูกต้อง ใช้รูปแบบ YYYY-MM-DD หรือ DD/MM/YYYY',
    en: 'is not a valid date; use YYYY-MM-DD or DD/MM/YYYY',
  }),
  EMAIL: () => ({ th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'is not a valid e-mail address' }),
  TEL: () => ({
    th: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    en: 'must be a Thai phone number: 9–10 digits starting with 0',
  }),
  TAX_ID: () => ({
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (ต้องเป็นตัวเลข 13 หลักและหลักตรวจสอบถูกต้อง)',
    en: 'is not a valid tax ID (13 digits with a correct check digit)',
  }),
  OPTION: (p) => ({ th: `ค่าต้องเป็นหนึ่งใน: ${p.allowed}`, en: `must be one of: ${p.allowed}` }),
  CHECKBOX: () => ({ th: 'ต้องเป็น Y หรือ N', en: 'must be Y or N' }),
  ITEM_AMOUNT: (p) => ({
    th: `จำนวนเงินไม่ตรง: จำนวน × ราคาต่อหน่วย − ส่วนลด = ${p.expected}`,
    en: `does not add up: quantity × unit price − discount = ${p.expected}`,
  }),
  TOTAL_BEFORE_VAT: (p) => ({
    th: `ยอดก่อนภาษีไม่ตรงกับผลรวมของรายการ (${p.expected})`,
    en: `is not the sum of the item amounts (${p.expected})`,
  }),
  VAT_AMOUNT: (p) => ({
    th: `ภาษีมูลค่าเพิ่มไม่ตรงกับยอดก่อนภาษี × อัตราภาษี (${p.expected})`,
    en: `is not the amount before VAT × the VAT rate (${p.expected})`,
  }),
  TOTAL_AMOUNT: (p) => ({
    th: `ยอดรวมไม่ตรงกับยอดก่อนภาษี + ภาษีมูลค่าเพิ่ม (${p.expected})`,
    en: `is not the amount before VAT + VAT (${p.expected})`,
  }),
  HEADER_MISMATCH: (p) => ({
    th: `ไม่ตรงกับแถวที่ ${p.firstRow} ของเอกสารเลขที่เดียวกัน`,
    en: `differs from row ${p.firstRow} of the same document`,
  }),
  NUMBER_ISSUED: (p) => ({
    th: `เลขที่เอกสาร ${p.documentNo} ออกไปแล้ว`,
    en: `document number ${p.documentNo} has been issued already`,
  }),
  FULL_TAX_INVOICE_FIELD: () => ({
    th: 'ใบกำกับภาษีเต็มรูปต้องระบุที่อยู่และรหัสไปรษณีย์ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4)',
    en: "a full tax invoice needs the buyer's address and zip code (Revenue Code section 86/4)",
  }),
  ZIP_CODE: () => ({ th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', en: 'a zip code is 5 digits' }),
  ETAX_RULE: (p) => ({
    th: `ไม่ผ่านข้อกำหนดเอกสาร e-Tax ของ ETDA (${p.rule}): ${p.detail}`,
    en: `fails ETDA's e-Tax rules (${p.rule}): ${p.detail}`,
  }),
};

/** The problem in words, in this language (stored problems keep only codes and parameters). */
export function describeProblem(
  problem: Pick<RowProblem, 'code' | 'params'> | { code: string; params?: Params },
  language: Language,
): string {
  const text = texts[problem.code as ProblemCode];
  return text ? text(problem.params ?? {})[language] : problem.code;
}
