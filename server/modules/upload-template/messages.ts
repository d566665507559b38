// Texts of the template and column failures in Thai (default) and English; picked with say().
import { fieldText } from '../../validation/messages';

export const templateText = {
  ETAX_REQUIRED_KEYS: {
    th: 'เทมเพลต E-TAX ต้องมีคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน',
    en: 'An E-TAX template needs columns for these fields before it can be active',
  },
  FULL_TAX_INVOICE_KEYS: {
    th: 'ใบกำกับภาษีเต็มรูปต้องแสดงที่อยู่ของผู้ซื้อ (ประมวลรัษฎากร มาตรา 86/4): เพิ่มคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน',
    en: "A full tax invoice shows the buyer's address (Revenue Code section 86/4): add columns for these fields before activating",
  },
  PREPAID_REFERENCE_KEYS: {
    th: 'การหักเงินมัดจำ/เงินรับล่วงหน้าต้องอ้างอิงใบกำกับภาษีของเงินมัดจำ: เพิ่มคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน',
    en: 'A deduction of an advance payment names the tax invoice of the deposit: add columns for these fields before activating',
  },
  DROPDOWN_WITHOUT_OPTIONS: {
    th: 'คอลัมน์แบบรายการให้เลือกต้องมีตัวเลือกก่อนเปิดใช้งานเทมเพลต',
    en: 'Dropdown columns need options before the template can be active',
  },
  OPTION_DUPLICATE: { th: 'ค่าตัวเลือกนี้มีอยู่แล้วในคอลัมน์นี้', en: 'The column has this option value already' },
  inputColTaken: {
    th: 'คอลัมน์ในไฟล์นี้ถูกใช้แล้วในเทมเพลตนี้',
    en: 'another column of the template reads this file column',
  },
  dataTypeKeyTaken: {
    th: 'ฟิลด์ของเอกสารนี้ถูกใช้แล้วในเทมเพลตนี้',
    en: 'another column of the template fills this document field',
  },
  controlNeedsDate: {
    th: 'ตัวเลือกวันที่ใช้กับชนิดข้อมูลวันที่เท่านั้น',
    en: 'a date picker goes with the DATE input type, and only with it',
  },
  controlNeedsNumber: {
    th: 'ช่องตัวเลขใช้กับชนิดข้อมูลจำนวนเต็มหรือทศนิยมเท่านั้น',
    en: 'a number control goes with the INTEGER and DECIMAL input types, and only with them',
  },
  versionRequired: fieldText.versionRequired,
  columnOfAnotherTemplate: { th: 'คอลัมน์นี้ไม่อยู่ในเทมเพลตนี้', en: 'this column is not one of the template' },
} as const;
