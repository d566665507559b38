// Listbox groups and items of domain.md ("Listbox groups (seed values)"). Where domain.md gives
// only codes, the Thai and English names are ours. Item seq follows the order written here.

export interface SeedListboxGroup {
  code: string;
  name: string;
  /** [code, nameTh, nameEn] */
  items: readonly (readonly [string, string, string])[];
}

const activeInactive = [
  ['ACTIVE', 'ใช้งาน', 'Active'],
  ['INACTIVE', 'ไม่ใช้งาน', 'Inactive'],
] as const;

const uploadTypes = [
  ['ETAX', 'E-TAX', 'E-TAX'],
  ['EDOC', 'E-DOCUMENT', 'E-DOCUMENT'],
] as const;

/** The 11 document types; the Thai names must match exactly (domain.md, Documents). */
export const documentTypes = [
  ['388', 'ใบกำกับภาษี', 'Tax invoice'],
  ['T02', 'ใบแจ้งหนี้/ใบกำกับภาษี', 'Invoice/Tax invoice'],
  ['T03', 'ใบเสร็จรับเงิน/ใบกำกับภาษี', 'Receipt/Tax invoice'],
  ['T04', 'ใบส่งของ/ใบกำกับภาษี', 'Delivery order/Tax invoice'],
  ['T01', 'ใบรับ (ใบเสร็จรับเงิน)', 'Receipt'],
  ['80', 'ใบเพิ่มหนี้', 'Debit note'],
  ['81', 'ใบลดหนี้', 'Credit note'],
  ['T05', 'ใบกำกับภาษีอย่างย่อ', 'Abbreviated tax invoice'],
  ['T06', 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', 'Receipt/Abbreviated tax invoice'],
  ['T07', 'ใบแจ้งยกเลิก', 'Cancellation note'],
  ['380', 'ใบแจ้งหนี้', 'Invoice'],
] as const;

const dataTypeKeys = [
  ['DOCUMENT_NO', 'เลขที่เอกสาร', 'Document number'],
  ['ISSUE_DATE', 'วันที่ออกเอกสาร', 'Issue date'],
  ['DUE_DATE', 'วันครบกำหนดชำระ', 'Due date'],
  ['BUYER_NAME', 'ชื่อผู้ซื้อ', 'Buyer name'],
  ['BUYER_TAX_ID', 'เลขประจำตัวผู้เสียภาษีของผู้ซื้อ', 'Buyer tax ID'],
  ['BUYER_BRANCH_CODE', 'รหัสสาขาของผู้ซื้อ', 'Buyer branch code'],
  ['BUYER_EMAIL', 'อีเมลผู้ซื้อ', 'Buyer e-mail'],
  ['BUYER_TEL', 'เบอร์โทรศัพท์ผู้ซื้อ', 'Buyer phone'],
  ['BUYER_ADDRESS', 'ที่อยู่ผู้ซื้อ', 'Buyer address'],
  ['BUYER_ZIP_CODE', 'รหัสไปรษณีย์ผู้ซื้อ', 'Buyer zip code'],
  ['ITEM_CODE', 'รหัสสินค้า', 'Item code'],
  ['ITEM_NAME', 'ชื่อสินค้า', 'Item name'],
  ['ITEM_QTY', 'จำนวน', 'Quantity'],
  ['ITEM_UNIT', 'หน่วย', 'Unit'],
  ['ITEM_UNIT_PRICE', 'ราคาต่อหน่วย', 'Unit price'],
  ['ITEM_DISCOUNT', 'ส่วนลด', 'Discount'],
  ['ITEM_AMOUNT', 'จำนวนเงิน', 'Amount'],
  ['VAT_RATE', 'อัตราภาษีมูลค่าเพิ่ม', 'VAT rate'],
  ['VAT_AMOUNT', 'ภาษีมูลค่าเพิ่ม', 'VAT amount'],
  ['TOTAL_BEFORE_VAT', 'มูลค่าก่อนภาษีมูลค่าเพิ่ม', 'Total before VAT'],
  ['TOTAL_AMOUNT', 'จำนวนเงินรวม', 'Total amount'],
  ['CURRENCY', 'สกุลเงิน', 'Currency'],
  ['REFERENCE_DOCUMENT_NO', 'เลขที่เอกสารอ้างอิง', 'Reference document number'],
  ['REFERENCE_DOCUMENT_DATE', 'วันที่เอกสารอ้างอิง', 'Reference document date'],
  ['PURPOSE_CODE', 'รหัสสาเหตุการออกเอกสาร', 'Purpose code'],
  ['PURPOSE_TEXT', 'สาเหตุการออกเอกสาร', 'Purpose'],
  ['REMARK', 'หมายเหตุ', 'Remark'],
  ['PREPAID_AMOUNT', 'หักเงินมัดจำ/เงินรับล่วงหน้า', 'Deposit / advance payment deducted'],
  ['PREPAID_TYPE', 'ประเภทเงินรับล่วงหน้า', 'Kind of advance payment'],
] as const;

/** A … Z, AA … AZ: the file columns an input column may read. */
const inputColumns = Array.from({ length: 52 }, (_, i) => {
  const letter = i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`;
  return [letter, `คอลัมน์ ${letter}`, `Column ${letter}`] as const;
});

export const listboxSeed: readonly SeedListboxGroup[] = [
  { code: 'CUSTOMER_STATUS', name: 'สถานะลูกค้า / Customer status', items: activeInactive },
  { code: 'ADMIN_STATUS', name: 'สถานะผู้ดูแลระบบ / Administrator status', items: activeInactive },
  { code: 'PROVINCE_STATUS', name: 'สถานะข้อมูลที่อยู่ / Address record status', items: activeInactive },
  {
    code: 'CUSTOMER_TYPE',
    name: 'ประเภทลูกค้า / Customer type',
    items: [
      ['JURISTIC', 'นิติบุคคล', 'Juristic person'],
      ['INDIVIDUAL', 'บุคคลธรรมดา', 'Individual'],
    ],
  },
  {
    code: 'BRANCH_TYPE',
    name: 'ประเภทสาขา / Branch type',
    items: [
      ['HEAD_OFFICE', 'สำนักงานใหญ่', 'Head office'],
      ['BRANCH', 'สาขา', 'Branch'],
    ],
  },
  {
    code: 'ELECTRONIC_DOC_TYPE',
    name: 'ประเภทเอกสารอิเล็กทรอนิกส์ / Electronic document type',
    items: uploadTypes,
  },
  { code: 'UPLOAD_TYPE', name: 'ประเภทการนำเข้า / Upload type', items: uploadTypes },
  { code: 'DOCUMENT_TYPE', name: 'ประเภทเอกสาร / Document type', items: documentTypes },
  {
    code: 'TICKET_REQUEST_STATUS',
    name: 'สถานะคำร้อง / Ticket status',
    items: [
      ['OPEN', 'เปิด', 'Open'],
      ['IN_PROGRESS', 'กำลังดำเนินการ', 'In progress'],
      ['RESOLVED', 'แก้ไขแล้ว', 'Resolved'],
      ['CLOSED', 'ปิด', 'Closed'],
    ],
  },
  {
    code: 'TICKET_REQ_TYPE',
    name: 'ประเภทคำร้อง / Ticket type',
    items: [
      ['GENERAL', 'สอบถามทั่วไป', 'General enquiry'],
      ['PROBLEM', 'แจ้งปัญหา', 'Problem report'],
      ['CERTIFICATE', 'คำขอใบรับรองอิเล็กทรอนิกส์', 'Electronic certificate request'],
      ['CORRECTION', 'ขอแก้ไขเอกสาร', 'Document correction'],
    ],
  },
  {
    code: 'TICKET_REQ_PRIORITY',
    name: 'ความเร่งด่วนของคำร้อง / Ticket priority',
    items: [
      ['LOW', 'ต่ำ', 'Low'],
      ['MEDIUM', 'ปานกลาง', 'Medium'],
      ['HIGH', 'สูง', 'High'],
      ['URGENT', 'เร่งด่วน', 'Urgent'],
    ],
  },
  {
    code: 'TEMPLATE_TYPE',
    name: 'ประเภทแม่แบบนำเข้า / Upload template type',
    items: [
      ['EXCEL', 'ไฟล์ Excel (.xlsx)', 'Excel file (.xlsx)'],
      ['CSV', 'ไฟล์ CSV', 'CSV file'],
    ],
  },
  {
    code: 'INPUT_CONTROL_TYPE',
    name: 'ชนิดช่องกรอกข้อมูล / Input control type',
    items: [
      ['TEXTBOX', 'ช่องข้อความ', 'Text box'],
      ['TEXTAREA', 'ช่องข้อความหลายบรรทัด', 'Text area'],
      ['NUMBER', 'ช่องตัวเลข', 'Number'],
      ['DATEPICKER', 'ตัวเลือกวันที่', 'Date picker'],
      ['DROPDOWN', 'รายการตัวเลือก', 'Dropdown'],
      ['CHECKBOX', 'ช่องทำเครื่องหมาย', 'Checkbox'],
    ],
  },
  {
    code: 'INPUT_TYPE',
    name: 'ชนิดข้อมูลนำเข้า / Input data type',
    items: [
      ['STRING', 'ข้อความ', 'Text'],
      ['INTEGER', 'จำนวนเต็ม', 'Integer'],
      ['DECIMAL', 'ทศนิยม', 'Decimal'],
      ['DATE', 'วันที่', 'Date'],
      ['EMAIL', 'อีเมล', 'E-mail'],
      ['TEL', 'เบอร์โทรศัพท์', 'Phone number'],
      ['TAX_ID', 'เลขประจำตัวผู้เสียภาษี', 'Tax ID'],
    ],
  },
  { code: 'INPUT_COL', name: 'คอลัมน์ในไฟล์ / File column', items: inputColumns },
  { code: 'DATA_TYPE_KEY', name: 'ฟิลด์ของเอกสาร / Document field', items: dataTypeKeys },
  {
    code: 'GENERATE_DOC_MAP',
    name: 'ฟิลด์บนแม่แบบ PDF / PDF template field',
    items: [
      ...dataTypeKeys,
      ['SELLER_NAME', 'ชื่อผู้ขาย', 'Seller name'],
      ['SELLER_TAX_ID', 'เลขประจำตัวผู้เสียภาษีของผู้ขาย', 'Seller tax ID'],
      ['SELLER_ADDRESS', 'ที่อยู่ผู้ขาย', 'Seller address'],
      ['AMOUNT_IN_WORDS_TH', 'จำนวนเงินตัวอักษร (ภาษาไทย)', 'Amount in Thai words'],
      // A template's item table numbers its lines, and a form that continues on copies of a
      // page numbers them (migration 0077 adds both to a database seeded before).
      ['ITEM_LINE_NO', 'ลำดับรายการ', 'Line number'],
      ['PAGE_NO', 'เลขหน้า', 'Page number'],
      // A debit / credit note's values, Revenue Code s.86/9 and 86/10 (migration 0098 adds them to
      // a database seeded before).
      ['ORIGINAL_AMOUNT', 'มูลค่าเดิม', 'Original value'],
      ['CORRECT_AMOUNT', 'มูลค่าที่ถูกต้อง', 'Correct value'],
      ['DIFFERENCE_AMOUNT', 'ผลต่าง', 'Difference'],
    ],
  },
  {
    code: 'PDF_TEMPLATE_STATUS',
    name: 'สถานะแม่แบบ PDF / PDF template status',
    items: [
      ['DRAFT', 'ร่าง', 'Draft'],
      ['ACTIVE', 'ใช้งาน', 'Active'],
      ['INACTIVE', 'ไม่ใช้งาน', 'Inactive'],
    ],
  },
  {
    code: 'HSM_SLOT',
    name: 'ช่องเก็บกุญแจลงนาม / Signing key slot',
    // PKCS#11 slots are added by an administrator when a token is configured.
    items: [['SOFT_0', 'กุญแจซอฟต์แวร์ (PKCS#12)', 'Software key (PKCS#12)']],
  },
];

/**
 * getListboxMapRdByKey: our codes → Revenue Department (ETDA ขมธอ. 3-2560) document type codes.
 * Our document type codes are the RD codes, so the seeded map is one-to-one; it is a table so that
 * E-DOCUMENT types added later can point at an RD type. DOCUMENT_TYPE holds the e-Tax types;
 * over_all is the overall map the client keeps apart: every document type, including 380
 * (the UN/CEFACT invoice code the e-Tax schema also uses).
 */
export const listboxMapRdSeed: readonly {
  key: string;
  rows: readonly (readonly [string, string, string])[];
}[] = [
  { key: 'DOCUMENT_TYPE', rows: documentTypes.filter(([code]) => code !== '380') },
  { key: 'over_all', rows: documentTypes },
];
