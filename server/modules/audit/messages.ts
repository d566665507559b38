// Texts of the audit search's refusals in Thai (default) and English; picked with say() per request.
import { fieldText } from '../../validation/messages';

export const auditText = {
  action: { th: 'รหัสการกระทำไม่ถูกต้อง', en: 'is not a valid action code' },
  entity: { th: 'ประเภทข้อมูลไม่ถูกต้อง', en: 'is not a valid record kind' },
  customerCode: { th: 'รหัสลูกค้าไม่ถูกต้อง', en: 'is not a valid customer code' },
  date: fieldText.calendarDate,
  dateOrder: {
    th: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    en: 'must not be before the start date',
  },
};
