import type { PatternTexts } from '../../http/schema-validation';

/** What a failed `pattern` means for the master-data fields (by the field's name). */
const upperCode = { th: 'ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)', en: 'use A-Z, 0-9 and _ (2–50 characters)' };

export const MASTER_DATA_PATTERN_TEXTS: PatternTexts = {
  provinceCode: { th: 'รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก', en: 'must be 2 digits' },
  districtCode: { th: 'รหัสอำเภอ/เขตต้องเป็นตัวเลข 4 หลัก', en: 'must be 4 digits' },
  subDistrictCode: { th: 'รหัสตำบล/แขวงต้องเป็นตัวเลข 6 หลัก', en: 'must be 6 digits' },
  zipCode: { th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', en: 'must be 5 digits' },
  listboxGroupCode: upperCode,
  listboxGroup: upperCode,
  configGroupType: upperCode,
  code: { th: 'ใช้ได้เฉพาะ A-Z, a-z, 0-9, _ . - (ไม่เกิน 50 ตัว)', en: 'use A-Z, a-z, 0-9, _ . - (at most 50)' },
};
