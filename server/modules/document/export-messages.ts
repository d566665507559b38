// Texts of the document export's file (export-route.ts) in Thai and English: the same words as
// the document search screen (src/locales/*/document.json).
import type { Text } from '../../validation/messages';
import { sharedHeaders as shared } from '../../exports/messages';

export const documentExportText = {
  title: { th: 'เอกสาร', en: 'Documents' },
  headers: {
    documentNo: { th: 'เลขที่เอกสาร', en: 'Document number' },
    documentType: shared.documentType,
    issueDate: { th: 'วันที่เอกสาร', en: 'Issue date' },
    customerCode: shared.customerCode,
    customerName: shared.customer,
    branchCode: { th: 'สาขาผู้ออกเอกสาร', en: 'Issuing branch' },
    buyerName: { th: 'ชื่อผู้ซื้อ', en: 'Buyer name' },
    buyerTaxId: { th: 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ', en: 'Buyer tax ID' },
    totalBeforeVat: { th: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม', en: 'Total before VAT' },
    vatAmount: { th: 'ภาษีมูลค่าเพิ่ม', en: 'VAT' },
    totalAmount: { th: 'ยอดรวม', en: 'Total amount' },
    status: shared.status,
    emailStatus: { th: 'สถานะอีเมล', en: 'E-mail status' },
    smsStatus: { th: 'สถานะ SMS', en: 'SMS status' },
    createDtm: { th: 'วันที่สร้าง', en: 'Created' },
  },
  statuses: {
    GENERATED: { th: 'สร้างแล้ว', en: 'Generated' },
    FAILED: { th: 'สร้างไม่สำเร็จ', en: 'Generation failed' },
  } as Record<string, Text>,
  deliveryStatuses: {
    PENDING: { th: 'รอส่ง', en: 'Pending' },
    SENT: { th: 'ส่งแล้ว', en: 'Sent' },
    FAILED: { th: 'ส่งไม่สำเร็จ', en: 'Sending failed' },
    NOT_REQUESTED: { th: 'ไม่ต้องส่ง', en: 'Not requested' },
  } as Record<string, Text>,
};
