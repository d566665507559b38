// Texts of the audit search's refusals in Thai (default) and English; picked with say() per request.
import { sharedHeaders as shared } from '../../exports/messages';
import { fieldText } from '../../validation/messages';

export const auditText = {
  action: { th: 'รหัสการกระทำไม่ถูกต้อง', en: 'is not a valid action code' },
  entity: { th: 'ประเภทข้อมูลไม่ถูกต้อง', en: 'is not a valid record kind' },
  customerCode: fieldText.customerCode,
  date: fieldText.calendarDate,
  dateOrder: fieldText.dateOrder,
};

/** The export's file (export-route.ts): the words of the audit log screen (src/locales/{th,en}/audit.json). */
export const auditExportText = {
  title: { th: 'ประวัติการใช้งาน', en: 'Audit log' },
  headers: {
    occurredAt: { th: 'วันที่และเวลา', en: 'Date and time' },
    actor: { th: 'ผู้ใช้งาน', en: 'User' },
    actorRole: { th: 'บทบาท', en: 'Role' },
    action: { th: 'การกระทำ', en: 'Action' },
    entity: { th: 'ประเภทข้อมูล', en: 'Record kind' },
    entityId: { th: 'รหัสข้อมูล', en: 'Record code' },
    customerCode: shared.customerCode,
    customerName: shared.customer,
    ip: { th: 'IP', en: 'IP' },
  },
};
