// Texts of the master-data errors in Thai (default) and English; picked with say() per request.
import { fieldText as shared, type Text } from '../../validation/messages';

export type { Text };

export const conflictText = {
  PROVINCE_DUPLICATE: { th: 'รหัสจังหวัดนี้มีอยู่แล้ว', en: 'This province code already exists' },
  DISTRICT_DUPLICATE: { th: 'รหัสอำเภอ/เขตนี้มีอยู่แล้ว', en: 'This district code already exists' },
  SUB_DISTRICT_DUPLICATE: { th: 'รหัสตำบล/แขวงนี้มีอยู่แล้ว', en: 'This sub-district code already exists' },
  LISTBOX_GROUP_DUPLICATE: { th: 'รหัสกลุ่มรายการนี้มีอยู่แล้ว', en: 'This listbox group code already exists' },
  LISTBOX_ITEM_DUPLICATE: { th: 'รหัสรายการนี้มีอยู่แล้วในกลุ่ม', en: 'This code already exists in the group' },
  CONFIG_GROUP_DUPLICATE: { th: 'ประเภทกลุ่มค่าตั้งนี้มีอยู่แล้ว', en: 'This config group type already exists' },
} satisfies Record<string, Text>;

export const ruleText = {
  PROVINCE_HAS_DISTRICTS: {
    th: 'ลบจังหวัดที่ยังมีอำเภอ/เขตไม่ได้ กรุณาลบอำเภอ/เขตก่อน',
    en: 'A province that still has districts cannot be deleted',
  },
  DISTRICT_HAS_SUB_DISTRICTS: {
    th: 'ลบอำเภอ/เขตที่ยังมีตำบล/แขวงไม่ได้ กรุณาลบตำบล/แขวงก่อน',
    en: 'A district that still has sub-districts cannot be deleted',
  },
} satisfies Record<string, Text>;

export const fieldText = {
  versionRequired: shared.versionRequired,
  codeImmutable: { th: 'แก้ไขรหัสไม่ได้', en: 'the code cannot be changed' },
  provinceMissing: { th: 'ไม่พบจังหวัดนี้', en: 'no such province' },
  districtMissing: { th: 'ไม่พบอำเภอ/เขตนี้', en: 'no such district' },
  listboxGroupMissing: { th: 'ไม่พบกลุ่มรายการนี้', en: 'no such listbox group' },
  districtPrefix: { th: 'รหัสอำเภอ/เขตต้องขึ้นต้นด้วยรหัสจังหวัด', en: 'must start with the province code' },
  subDistrictPrefix: { th: 'รหัสตำบล/แขวงต้องขึ้นต้นด้วยรหัสอำเภอ/เขต', en: 'must start with the district code' },
  duplicateConfigKey: { th: 'รหัสค่าตั้งซ้ำกัน', en: 'duplicate config key' },
  maskOnNewSecret: {
    th: 'กรุณาระบุค่าจริง (ค่าที่ปิดไว้ใช้ได้กับค่าลับที่บันทึกแล้วเท่านั้น)',
    en: 'type the value: the mask only keeps a secret that is already stored',
  },
} satisfies Record<string, Text>;
