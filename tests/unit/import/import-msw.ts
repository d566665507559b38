// MSW answers of the import screens: an upload with its history, its template and staged rows.
import type { ApprovalReview, CustomerUploadDetail, StagedRow, UploadResult } from 'contract/customer-upload';
import type { ListboxOption } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { http, HttpResponse } from 'msw';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';

export const UPLOAD = '/api/document/customerUploadFile';
export const TEMPLATE = '/api/app/customerUploadTemplateController';

export const stamp = { version: 1, lastUpdateDtm: '2026-11-20T09:00:00.000+07:00', lastUpdateBy: 'admin' };

/** What an upload or a typed-in document answers: by default READY, two rows, none refused, no file. */
export function uploadResult(overrides: Partial<UploadResult> = {}): UploadResult {
  return {
    uploadId: 1,
    fileName: null,
    fileSize: null,
    totalRows: 2,
    validRows: 2,
    errorRows: 0,
    status: 'READY',
    ...overrides,
  };
}

export function importDetail(overrides: Partial<CustomerUploadDetail> = {}): CustomerUploadDetail {
  return {
    uploadId: 12,
    uploadType: 'ETAX',
    customerCode: 'C000001',
    companyName: 'บริษัท ตัวอย่าง จำกัด',
    taxId: '0105558000014',
    branchCode: '00000',
    branchName: 'สำนักงานใหญ่',
    templateCode: 'TPL000001',
    templateName: 'ใบกำกับภาษี',
    documentType: '388',
    fileName: 'invoices.xlsx',
    fileSize: 12000,
    totalRows: 3,
    validRows: 1,
    errorRows: 2,
    status: 'VALIDATION_FAILED',
    uploadDtm: '2026-11-20T09:00:00.000+07:00',
    uploadBy: 'demo.user',
    userSubmitDtm: null,
    userSubmitBy: null,
    accountingSubmitDtm: null,
    accountingSubmitBy: null,
    version: 1,
    fileId: '6f1c2a4e-0d3b-4c55-9a1e-2b7f3c4d5e6f',
    rejectReason: null,
    history: [
      {
        status: 'VALIDATION_FAILED',
        action: 'UPLOAD',
        actionBy: 'demo.user',
        actionRole: 'USER',
        actionDtm: '2026-11-20T09:00:00.000+07:00',
        remark: null,
      },
    ],
    documentCount: 0,
    documentTotal: null,
    failedDocumentCount: 0,
    failReason: null,
    actions: ['CANCEL'],
    ...overrides,
  };
}

let nextColumnId = 1;
/** An input column of the test template (TPL000001): text and required unless told otherwise. */
export const inputColumn = (
  inputCol: string,
  dataTypeKey: string,
  columnName: string,
  inputType = 'STRING',
  inputControlType = 'TEXTBOX',
  required = true,
) => ({
  inputColumnId: nextColumnId++,
  templateCode: 'TPL000001',
  columnName,
  dataTypeKey,
  inputCol,
  inputType,
  inputControlType,
  required,
  maxLength: inputType === 'STRING' ? 100 : null,
  seq: nextColumnId,
  ...stamp,
});

export const templateDetail: UploadTemplateDetail = {
  templateCode: 'TPL000001',
  customerCode: 'C000001',
  customerName: 'บริษัท ตัวอย่าง จำกัด',
  templateName: 'ใบกำกับภาษี',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '388',
  templateStatus: 'ACTIVE',
  startRow: 2,
  fileName: null,
  ...stamp,
  columns: [
    inputColumn('A', 'DOCUMENT_NO', 'เลขที่เอกสาร'),
    inputColumn('B', 'BUYER_NAME', 'ชื่อผู้ซื้อ'),
    inputColumn('C', 'BUYER_TAX_ID', 'เลขประจำตัวผู้เสียภาษี'),
  ],
};

export const stagedRows: StagedRow[] = [
  {
    rowNo: 2,
    data: { DOCUMENT_NO: 'INV-1', BUYER_NAME: 'ผู้ซื้อ ก', BUYER_TAX_ID: '0105536112014' },
    errors: [],
  },
  {
    rowNo: 3,
    data: { DOCUMENT_NO: 'INV-2', BUYER_NAME: 'ผู้ซื้อ ข', BUYER_TAX_ID: '1234545678789' },
    errors: [{ key: 'BUYER_TAX_ID', column: 'C', description: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง' }],
  },
  {
    rowNo: 4,
    data: { DOCUMENT_NO: 'INV-3', BUYER_NAME: null, BUYER_TAX_ID: '0105536112014' },
    errors: [{ key: 'BUYER_NAME', column: 'B', description: 'กรุณาระบุ' }],
  },
];

/** GET the template (the import page reads its columns). */
export function answerTemplate(detail: UploadTemplateDetail = templateDetail): void {
  server.use(
    http.get(`${TEMPLATE}/getTemplateByCode/:templateCode`, () => HttpResponse.json(okBody(detail))),
  );
}

/** What approving import 12 will make (getApprovalReview): two documents, one taken number. */
export function approvalReview(overrides: Partial<ApprovalReview> = {}): ApprovalReview {
  return {
    uploadId: 12,
    documentCount: 3,
    failingCount: 1,
    totals: [
      {
        documentType: '388',
        currency: 'THB',
        documentCount: 2,
        totalBeforeVat: '2250.50',
        vatAmount: '157.54',
        totalAmount: '2408.04',
      },
    ],
    documents: [
      {
        index: 1,
        documentNo: 'INV-1',
        firstRowNo: 2,
        issueDate: '2026-11-20',
        buyerName: 'ผู้ซื้อ ก',
        currency: 'THB',
        totalAmount: '1338.04',
        failCode: null,
      },
      {
        index: 2,
        documentNo: 'INV-2',
        firstRowNo: 4,
        issueDate: '2026-11-20',
        buyerName: 'ผู้ซื้อ ข',
        currency: 'THB',
        totalAmount: null,
        failCode: 'NUMBER_TAKEN',
      },
    ],
    warnings: [
      { code: 'UNSIGNED', documentNo: null, params: {} },
      { code: 'NUMBER_TAKEN', documentNo: 'INV-2', params: { documentNo: 'INV-2' } },
    ],
    warningTotal: 2,
    ...overrides,
  };
}

/** The listbox groups the review names codes with. */
const reviewListboxes: Record<string, ListboxOption[]> = {
  DOCUMENT_TYPE: [{ code: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice', seq: 1 }],
  DATA_TYPE_KEY: [{ code: 'TOTAL_AMOUNT', nameTh: 'จำนวนเงินรวม', nameEn: 'Total amount', seq: 1 }],
};

/** POST getApprovalReview answers `review` (and the listboxes answer the names it shows). */
/** The review's answer; a promise holds it back until the test settles it. */
export function answerReview(review: ApprovalReview | Promise<ApprovalReview> = approvalReview()): void {
  server.use(
    http.post(`${UPLOAD}/getApprovalReview`, async () => HttpResponse.json(okBody(await review))),
    http.post(`${MASTER_DATA_PREFIX}/listboxByGroup`, async ({ request }) => {
      const { listboxGroup } = (await request.json()) as { listboxGroup: string };
      return HttpResponse.json(okBody(reviewListboxes[listboxGroup] ?? []));
    }),
  );
}
