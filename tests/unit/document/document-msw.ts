// MSW answers of the document screens: contract-shaped rows and a detail with its lines, the
// listbox groups they name (document types, field names) and the customers for the admin card.
import type { DocumentDetail, DocumentRow } from 'contract/document';
import type { ListboxOption } from 'contract/master-data';
import { seededOptions } from '../master-data/lookup-fixtures';
import { answerListboxGroups, answerPost, ok } from '../msw-answer';

export const DOCUMENT = '/api/document/documentController';
export const PDF_FILE_ID = '9a8b7c6d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

export function documentRow(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return {
    documentId: 5,
    uploadId: 12,
    uploadType: 'ETAX',
    documentNo: 'INV-0001',
    documentType: '388',
    customerCode: 'C000001',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    branchCode: '00000',
    buyerName: 'บริษัท ผู้ซื้อ จำกัด',
    buyerTaxId: '0105536112014',
    buyerEmail: 'buyer@example.com',
    buyerTel: null,
    issueDate: '2026-11-20',
    totalAmount: '1338.04',
    status: 'GENERATED',
    failCode: null,
    failParams: null,
    emailStatus: 'PENDING',
    smsStatus: 'NOT_REQUESTED',
    lastSentDtm: null,
    pdfFileId: PDF_FILE_ID,
    xmlFileId: null,
    createDtm: '2026-11-20T10:00:00.000+07:00',
    cancelled: false,
    ...overrides,
  };
}

export function documentDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    ...documentRow(),
    dueDate: '2026-12-20',
    buyerBranchCode: '00001',
    buyerAddress: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร',
    buyerZipCode: '10110',
    buyerTel: '0812345678',
    currency: 'THB',
    totalBeforeVat: '1250.50',
    vatRate: '7.00',
    vatAmount: '87.54',
    amountInWordsTh: 'หนึ่งพันสามร้อยสามสิบแปดบาทสี่สตางค์',
    referenceDocumentNo: null,
    referenceDocumentDate: null,
    purposeCode: null,
    purposeText: null,
    remark: null,
    prepaidAmount: null,
    prepaidType: null,
    firstRowNo: 2,
    corrections: [],
    lines: [
      {
        lineNo: 1,
        itemCode: 'P-001',
        itemName: 'ค่าบริการที่ปรึกษา',
        qty: '2.00',
        unit: 'ชั่วโมง',
        unitPrice: '500.25',
        discount: '0.00',
        amount: '1000.50',
      },
      {
        lineNo: 2,
        itemCode: null,
        itemName: 'ค่าเดินทาง',
        qty: '1.00',
        unit: null,
        unitPrice: '260.00',
        discount: '10.00',
        amount: '250.00',
      },
    ],
    deliveries: [
      {
        channel: 'EMAIL',
        recipient: 'b***r@example.com',
        resend: false,
        status: 'SENT',
        requestedBy: 'job:document-generation',
        requestedDtm: '2026-11-20T09:05:00.000+07:00',
        sentDtm: '2026-11-20T09:05:02.000+07:00',
      },
    ],
    // Not an E-TAX XML: tests/unit/document-etax-xml.test.tsx gives the XML its states.
    xmlStatus: null,
    etaxVersion: null,
    xmlFailures: [],
    signature: null,
    version: 1,
    ...overrides,
  };
}

const listboxGroups: Record<string, ListboxOption[]> = {
  DOCUMENT_TYPE: seededOptions('DOCUMENT_TYPE', ['388', '81']),
  DATA_TYPE_KEY: seededOptions('DATA_TYPE_KEY', ['ISSUE_DATE', 'TOTAL_AMOUNT']),
};

/** The listbox groups the screens name codes with; records which groups were asked. */
export function answerListboxes() {
  return answerListboxGroups(listboxGroups);
}

/** The administrator's customer choices. */
export function answerCustomers(): void {
  answerPost<{ status?: string }>('/api/app/customerController/listCustomerByStatus', (body) =>
    ok(body.status === 'ACTIVE' ? [{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }] : []),
  );
}
