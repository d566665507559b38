// Upload templates and input columns in server tests.
import type { Row } from './api';

export const TEMPLATE = '/api/app/customerUploadTemplateController';
export const INPUT_COLUMN = '/api/app/inputColumnController';

export const templateBody = (customerCode: string, overrides: Row = {}): Row => ({
  customerCode,
  templateName: 'ใบกำกับภาษี รายเดือน',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '388',
  templateStatus: 'INACTIVE',
  fileName: 'invoices-2026.xlsx',
  ...overrides,
});

/** A text column of a file column and a document field. */
export const column = (inputCol: string, dataTypeKey: string, overrides: Row = {}): Row => ({
  columnName: `คอลัมน์ ${dataTypeKey}`,
  dataTypeKey,
  inputCol,
  inputType: 'STRING',
  inputControlType: 'TEXTBOX',
  required: true,
  maxLength: 200,
  ...overrides,
});

/**
 * The columns an ACTIVE E-TAX tax invoice (388) template must have: ETAX_REQUIRED_KEYS A … G and
 * the buyer's address and zip code H, I (FULL_TAX_INVOICE_KEYS).
 */
export const etaxColumns = (): Row[] => [
  column('A', 'DOCUMENT_NO', { columnName: 'เลขที่เอกสาร', maxLength: 35 }),
  column('B', 'ISSUE_DATE', { columnName: 'วันที่เอกสาร', inputType: 'DATE', inputControlType: 'DATEPICKER' }),
  column('C', 'BUYER_NAME', { columnName: 'ชื่อผู้ซื้อ' }),
  column('D', 'BUYER_TAX_ID', { columnName: 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ', inputType: 'TAX_ID', maxLength: 13 }),
  column('E', 'ITEM_NAME', { columnName: 'รายการสินค้า' }),
  column('F', 'ITEM_QTY', {
    columnName: 'จำนวน',
    inputType: 'DECIMAL',
    inputControlType: 'NUMBER',
    maxLength: null,
  }),
  column('G', 'ITEM_UNIT_PRICE', {
    columnName: 'ราคาต่อหน่วย',
    inputType: 'DECIMAL',
    inputControlType: 'NUMBER',
    maxLength: null,
  }),
  column('H', 'BUYER_ADDRESS', { columnName: 'ที่อยู่ผู้ซื้อ', maxLength: 256 }),
  column('I', 'BUYER_ZIP_CODE', { columnName: 'รหัสไปรษณีย์ผู้ซื้อ', maxLength: 5 }),
];
