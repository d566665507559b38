// Descriptions of the shared field rules, in Thai (default) and English; picked per request with
// say() from server/http/language.ts. Keys of the details are field names (api-contract.md).
export interface Text {
  th: string;
  en: string;
}

export const fieldText = {
  required: { th: 'กรุณาระบุ', en: 'is required' },
  taxIdFormat: { th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก', en: 'must be 13 digits' },
  taxIdCheckDigit: {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)',
    en: 'is not a valid tax ID (wrong check digit)',
  },
  phone: {
    th: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    en: 'must be a Thai phone number: 9–10 digits starting with 0',
  },
  mobile: {
    th: 'เบอร์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09',
    en: 'must be a Thai mobile number: 10 digits starting with 06, 08 or 09',
  },
  email: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'is not a valid e-mail address' },
  calendarDate: { th: 'วันที่ไม่ถูกต้อง', en: 'is not a valid date' },
  branchCode: { th: 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก', en: 'must be 5 digits' },
  branchTypeOfCode: {
    th: 'สาขารหัส 00000 เท่านั้นที่เป็นสำนักงานใหญ่',
    en: 'the head office, and only it, has the branch code 00000',
  },
  provinceMissing: { th: 'ไม่พบจังหวัดนี้', en: 'no such province' },
  districtMissing: { th: 'ไม่พบอำเภอ/เขตนี้', en: 'no such district' },
  districtNotInProvince: {
    th: 'อำเภอ/เขตนี้ไม่อยู่ในจังหวัดที่เลือก',
    en: 'this district is not in the chosen province',
  },
  subDistrictMissing: { th: 'ไม่พบตำบล/แขวงนี้', en: 'no such sub-district' },
  subDistrictNotInDistrict: {
    th: 'ตำบล/แขวงนี้ไม่อยู่ในอำเภอ/เขตที่เลือก',
    en: 'this sub-district is not in the chosen district',
  },
  zipCodeMismatch: {
    th: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
    en: "is not the chosen sub-district's zip code",
  },
  listboxCodeMissing: { th: 'ไม่พบรหัสนี้ในรายการที่เลือกได้', en: 'is not one of the codes that may be chosen' },
  customerMissing: { th: 'ไม่พบลูกค้านี้', en: 'no such customer' },
  branchMissing: { th: 'ไม่พบสาขานี้ของลูกค้า', en: 'is not a branch of the customer' },
  codeImmutable: { th: 'แก้ไขค่านี้ไม่ได้', en: 'cannot be changed' },
  customerCode: { th: 'รหัสลูกค้าไม่ถูกต้อง', en: 'is not a valid customer code' },
  versionRequired: { th: 'กรุณาส่ง version ที่อ่านมาเพื่อแก้ไข', en: 'send the version you read to update' },
  dateOrder: { th: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น', en: 'must not be before the start date' },
} satisfies Record<string, Text>;
