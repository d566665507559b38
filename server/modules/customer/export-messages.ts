// Texts of the customer export's file (export-route.ts) in Thai and English: the words of the
// customer search screen (src/locales/*/customer.json).
import { sharedHeaders as shared } from '../../exports/messages';

export const customerExportText = {
  title: { th: 'ลูกค้า', en: 'Customers' },
  headers: {
    customerCode: shared.customerCode,
    customerName: { th: 'ชื่อลูกค้า', en: 'Customer name' },
    customerNumber: shared.taxId,
    customerType: { th: 'ประเภทลูกค้า', en: 'Customer type' },
    customerStatus: shared.status,
    contactTel: { th: 'เบอร์โทรศัพท์ติดต่อ', en: 'Contact phone' },
    email: { th: 'อีเมล', en: 'E-mail' },
    lastUpdateDtm: { th: 'แก้ไขล่าสุด', en: 'Last updated' },
    lastUpdateBy: { th: 'แก้ไขโดย', en: 'Updated by' },
  },
};
