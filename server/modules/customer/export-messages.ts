// Texts of the customer export's file (export-route.ts) in Thai and English: the words of the
// customer search screen (src/locales/*/customer.json).
export const customerExportText = {
  title: { th: 'ลูกค้า', en: 'Customers' },
  headers: {
    customerCode: { th: 'รหัสลูกค้า', en: 'Customer code' },
    customerName: { th: 'ชื่อลูกค้า', en: 'Customer name' },
    customerNumber: { th: 'เลขประจำตัวผู้เสียภาษี', en: 'Tax ID' },
    customerType: { th: 'ประเภทลูกค้า', en: 'Customer type' },
    customerStatus: { th: 'สถานะ', en: 'Status' },
    contactTel: { th: 'เบอร์โทรศัพท์ติดต่อ', en: 'Contact phone' },
    email: { th: 'อีเมล', en: 'E-mail' },
    lastUpdateDtm: { th: 'แก้ไขล่าสุด', en: 'Last updated' },
    lastUpdateBy: { th: 'แก้ไขโดย', en: 'Updated by' },
  },
};
