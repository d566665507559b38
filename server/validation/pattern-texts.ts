import type { PatternTexts } from '../http/schema-validation';
import { fieldText } from './messages';

/**
 * What a failed `pattern` of the customer, branch, user and admin schemas means, by field name
 * (contract/customer.ts codePatterns), in Thai and English.
 */
export const patternTexts: PatternTexts = {
  customerNumber: { th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก', en: 'must be 13 digits' },
  customerCode: fieldText.customerCode,
  customerType: { th: 'รหัสประเภทลูกค้าไม่ถูกต้อง', en: 'is not a valid code' },
  documentTypes: { th: 'รหัสประเภทเอกสารไม่ถูกต้อง', en: 'is not a valid code' },
  branchCode: { th: 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก', en: 'must be 5 digits' },
  branchCodes: { th: 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก', en: 'must be 5 digits' },
  provinceCode: { th: 'รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก', en: 'must be 2 digits' },
  districtCode: { th: 'รหัสอำเภอ/เขตต้องเป็นตัวเลข 4 หลัก', en: 'must be 4 digits' },
  subDistrictCode: { th: 'รหัสตำบล/แขวงต้องเป็นตัวเลข 6 หลัก', en: 'must be 6 digits' },
  zipCode: { th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', en: 'must be 5 digits' },
  userCode: { th: 'รหัสผู้ใช้ไม่ถูกต้อง', en: 'is not a valid user code' },
  adminCode: { th: 'รหัสผู้ดูแลระบบไม่ถูกต้อง', en: 'is not a valid administrator code' },
  username: {
    th: 'ชื่อผู้ใช้ 3–100 ตัว ใช้ได้เฉพาะ A-Z a-z 0-9 . _ @ - และขึ้นต้นด้วยตัวอักษรหรือตัวเลข',
    en: 'use 3–100 characters: letters, digits and . _ @ - (starting with a letter or digit)',
  },
};
