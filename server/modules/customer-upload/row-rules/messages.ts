// What a row problem says, in Thai (default) and English, for an office user fixing a file.
import type { Language } from '../../../http/language';
import { fieldText } from '../../../validation/messages';
import type { ProblemCode, RowProblem } from './types';

type Params = Record<string, string | number>;

/** '2026-12-01' → '1/12/2569' in Thai (Buddhist era), '1/12/2026' in English. */
function dayMonthYear(iso: string | number | undefined, era: 'BE' | 'CE'): string {
  const [year, month, day] = String(iso).split('-').map(Number);
  if (!year || !month || !day) return String(iso);
  return `${day}/${month}/${era === 'BE' ? year + 543 : year}`;
}
const texts: Record<ProblemCode, (p: Params) => { th: string; en: string }> = {
  REQUIRED: () => ({ th: 'กรุณาระบุ', en: 'is required' }),
  MAX_LENGTH: (p) => ({ th: `ยาวเกิน ${p.max} ตัวอักษร`, en: `is longer than ${p.max} characters` }),
  INTEGER: () => ({ th: 'ต้องเป็นจำนวนเต็ม', en: 'must be a whole number' }),
  DECIMAL: () => ({ th: 'ต้องเป็นตัวเลข', en: 'must be a number' }),
  // Problems stored before quantities took 4 places have no max: it was 2.
  DECIMAL_PLACES: (p) => ({
    th: `ทศนิยมได้ไม่เกิน ${p.max ?? 2} ตำแหน่ง`,
    en: `may have at most ${p.max ?? 2} decimal places`,
  }),
  DATE: () => ({
    th: 'วันที่ไม่ถูกต้อง ใช้รูปแบบ YYYY-MM-DD หรือ DD/MM/YYYY',
    en: 'is not a valid date; use YYYY-MM-DD or DD/MM/YYYY',
  }),
  EMAIL: () => fieldText.email,
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
  BRANCH_CODE: () => ({
    th: 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก เช่น 00000 (สำนักงานใหญ่) หรือ 00001',
    en: 'must be a 5-digit branch code, such as 00000 (head office) or 00001',
  }),
  VAT_RATE: (p) => ({
    th: `อัตราภาษีต้องเป็นอัตราที่ลูกค้าใช้ (ร้อยละ): ${p.allowed}`,
    en: `must be one of the customer's VAT rates (percent): ${p.allowed}`,
  }),
  VAT_RATE_FRACTION: (p) => ({
    th: `อัตราภาษีใส่เป็นร้อยละ: ${p.value} คือ ${p.meant}% ให้ใส่ ${p.meant}`,
    en: `is a percentage: for ${p.meant}% write ${p.meant}, not ${p.value}`,
  }),
  ISSUE_DATE_FUTURE: (p) => ({
    th: `วันที่เอกสารล่วงหน้าได้ไม่เกิน ${p.days} วัน (ไม่เกิน ${dayMonthYear(p.latest, 'BE')})`,
    en: `may be at most ${p.days} days ahead (no later than ${dayMonthYear(p.latest, 'CE')})`,
  }),
  ISSUE_DATE_BEFORE_START: (p) => ({
    th: `วันที่เอกสารต้องไม่ก่อนวันเริ่มใช้ e-Tax ของลูกค้า (${dayMonthYear(p.start, 'BE')})`,
    en: `is before the customer's e-Tax start date (${dayMonthYear(p.start, 'CE')})`,
  }),
  ITEM_AMOUNT: (p) => ({
    th: `จำนวนเงินไม่ตรง: จำนวน × ราคาต่อหน่วย − ส่วนลด = ${p.expected}`,
    en: `does not add up: quantity × unit price − discount = ${p.expected}`,
  }),
  TOTAL_BEFORE_VAT: (p) =>
    p.prepaid
      ? {
          th: `ยอดก่อนภาษีไม่ตรงกับผลรวมของรายการ − เงินมัดจำ/เงินรับล่วงหน้าที่หัก (${p.expected})`,
          en: `is not the sum of the item amounts − the advance payment deducted (${p.expected})`,
        }
      : {
          th: `ยอดก่อนภาษีไม่ตรงกับผลรวมของรายการ (${p.expected})`,
          en: `is not the sum of the item amounts (${p.expected})`,
        },
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
  DOCUMENT_NO_CHARACTER: (p) => ({
    th: `มีอักขระที่มองไม่เห็นหรือพิมพ์ไม่ได้ (${p.character} ตัวที่ ${p.position}) ใช้ได้เฉพาะตัวอักษร ตัวเลข เครื่องหมาย และเว้นวรรค`,
    en: `holds a character that cannot be seen or printed (${p.character}, character ${p.position}); use letters, digits, punctuation and spaces`,
  }),
  DOCUMENT_NO_SPACES: (p) => ({
    th: `มีเว้นวรรคติดกันเกินหนึ่งช่อง (ตัวที่ ${p.position}) ใช้เว้นวรรคครั้งละหนึ่งช่อง`,
    en: `has more than one space in a row (character ${p.position}); use single spaces`,
  }),
  DOCUMENT_NO_LENGTH: (p) => ({
    th: `ยาวเกิน ${p.max} ตัวอักษร ซึ่งเป็นความยาวสูงสุดของเลขที่เอกสารตามมาตรฐาน e-Tax Invoice ของ สพธอ.`,
    en: `is longer than ${p.max} characters, the most ETDA's e-Tax Invoice standard allows for a document number`,
  }),
  FULL_TAX_INVOICE_FIELD: () => ({
    th: 'ใบกำกับภาษีเต็มรูปต้องระบุที่อยู่และรหัสไปรษณีย์ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4)',
    en: "a full tax invoice needs the buyer's address and zip code (Revenue Code section 86/4)",
  }),
  ZIP_CODE: () => ({ th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', en: 'a zip code is 5 digits' }),
  PREPAID_NEGATIVE: () => ({
    th: 'เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่ติดลบ',
    en: 'the advance payment deducted cannot be negative',
  }),
  PREPAID_EXCEEDS: (p) => ({
    th: `เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่เกินผลรวมของรายการ (${p.linesTotal})`,
    en: `the advance payment deducted cannot exceed the sum of the item amounts (${p.linesTotal})`,
  }),
  PREPAID_TYPE: (p) => ({
    th: `ประเภทเงินรับล่วงหน้าต้องเป็นหนึ่งใน ${p.allowed} (PP001 = เงินมัดจำ, PP002 = เงินประกัน, PP003 = เงินจอง, PP004 = เงินจ่ายล่วงหน้า, PP005 = เงินประกันผลงาน, PP006 = เงินรับล่วงหน้าอื่น ๆ)`,
    en: `the kind of advance payment must be one of ${p.allowed} (PP001 deposit, PP002 security deposit, PP003 reservation, PP004 advance payment, PP005 performance guarantee, PP006 other)`,
  }),
  PREPAID_NOT_TAX_INVOICE: () => ({
    th: 'เงินมัดจำ/เงินรับล่วงหน้าใช้ได้เฉพาะกับใบกำกับภาษี (388, T02, T03, T04)',
    en: 'an advance payment can only be on a tax invoice (388, T02, T03, T04)',
  }),
  PREPAID_ABOVE_DEPOSIT: (p) => ({
    th: `เงินมัดจำ/เงินรับล่วงหน้าที่หักต้องไม่เกินมูลค่าก่อนภาษีของใบกำกับภาษีเงินมัดจำเลขที่ ${p.documentNo} (${p.deposit})`,
    en: `the advance payment deducted cannot exceed the value before VAT of its tax invoice ${p.documentNo} (${p.deposit})`,
  }),
  PREPAID_REFERENCE: () => ({
    th: 'การหักเงินมัดจำ/เงินรับล่วงหน้าต้องระบุเลขที่และวันที่ของใบกำกับภาษีเงินมัดจำในเอกสารอ้างอิง',
    en: 'a deduction of an advance payment needs the number and date of its tax invoice as the reference document',
  }),
  ETAX_RULE: (p) => ({
    th: `ไม่ผ่านข้อกำหนดเอกสาร e-Tax ของ ETDA (${p.rule}): ${p.detail}`,
    en: `fails ETDA's e-Tax rules (${p.rule}): ${p.detail}`,
  }),
  REFERENCE_NOT_ISSUED: (p) => ({
    th: `ไม่พบใบกำกับภาษีเลขที่ ${p.documentNo} ที่ออกแล้วของลูกค้านี้ (388, T02, T03, T04)`,
    en: `${p.documentNo} is no tax invoice (388, T02, T03, T04) this customer has issued`,
  }),
  REFERENCE_CANCELLED: (p) => ({
    th: `เอกสารเลขที่ ${p.documentNo} ถูกยกเลิกแล้ว หรือมีใบแจ้งยกเลิกรอดำเนินการอยู่ จึงแก้ไขหรือยกเลิกซ้ำไม่ได้`,
    en: `document ${p.documentNo} is cancelled, or a cancellation of it is waiting: it cannot be corrected or cancelled again`,
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
