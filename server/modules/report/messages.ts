// Texts of the document report's workbook in Thai (default) and English; picked with say().
import type { DocumentStatus } from '../../../contract/document';
import { sharedHeaders as shared } from '../../exports/messages';
import type { Text } from '../../validation/messages';

export const reportMessages = {
  sheet: { th: 'สรุปเอกสาร', en: 'Document summary' },
  title: {
    th: 'รายงานสรุปเอกสารตามลูกค้า ประเภทเอกสาร และสถานะ',
    en: 'Documents by customer, document type and status',
  },
  issueDates: { th: 'วันที่ออกเอกสาร ตั้งแต่', en: 'Issue dates from' },
  until: { th: 'ถึง', en: 'to' },
  customer: shared.customer,
  everyCustomer: { th: 'ทุกลูกค้า', en: 'All customers' },
  madeAt: shared.madeAt,
  noDocuments: { th: 'ไม่มีเอกสารในช่วงวันที่นี้', en: 'No documents in this date range' },
  total: { th: 'รวมทั้งหมด', en: 'Total' },
  headers: {
    customerCode: shared.customerCode,
    customerName: { th: 'ชื่อลูกค้า', en: 'Customer name' },
    documentType: { th: 'รหัสประเภทเอกสาร', en: 'Document type code' },
    documentTypeName: shared.documentType,
    GENERATED: { th: 'สร้างแล้ว (ฉบับ)', en: 'Generated' },
    FAILED: { th: 'สร้างไม่สำเร็จ (ฉบับ)', en: 'Failed' },
    total: { th: 'รวม (ฉบับ)', en: 'Total' },
    firstIssueDate: { th: 'วันที่ออกเอกสารแรก', en: 'First issue date' },
    lastIssueDate: { th: 'วันที่ออกเอกสารล่าสุด', en: 'Last issue date' },
  },
} satisfies Record<string, Text | Record<string, Text>>;

/** The statuses in the report's column order. */
export const REPORT_STATUSES: readonly DocumentStatus[] = ['GENERATED', 'FAILED'];
