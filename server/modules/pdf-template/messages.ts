// Texts of the PDF-template refusals in Thai (default) and English; picked with say().
export const pdfTemplateText = {
  FORM_REQUIRED: {
    th: 'กรุณาอัปโหลดแบบฟอร์ม PDF ก่อนเปิดใช้งานเทมเพลต',
    en: 'Upload the PDF form before making the template active',
  },
  FIELDS_REQUIRED: {
    th: 'กรุณาวางฟิลด์บนแบบฟอร์มอย่างน้อยหนึ่งฟิลด์ก่อนเปิดใช้งานเทมเพลต',
    en: 'Place at least one field on the form before making the template active',
  },
  FIELDS_OFF_FORM: {
    th: 'แบบฟอร์มใหม่มีจำนวนหน้าน้อยกว่าหน้าที่วางฟิลด์ไว้ กรุณาย้ายหรือลบฟิลด์บนหน้าที่เกินก่อน',
    en: 'The new form has fewer pages than the placed fields use; move or remove the fields on the missing pages first',
  },
  notPdf: { th: 'ชนิดไฟล์ไม่ถูกต้อง ต้องเป็นไฟล์ PDF', en: 'Wrong file type: the form must be a PDF' },
  unreadable: {
    th: 'ไม่สามารถอ่านไฟล์ PDF นี้ได้ กรุณาบันทึกไฟล์ใหม่เป็น PDF แล้วอัปโหลดอีกครั้ง',
    en: 'This PDF cannot be read; save it again as a PDF and upload it',
  },
  encrypted: {
    th: 'ไฟล์ PDF นี้ถูกเข้ารหัสหรือตั้งรหัสผ่านไว้ กรุณาใช้ไฟล์ที่ไม่มีรหัสผ่าน',
    en: 'This PDF is encrypted or password-protected; use a file without a password',
  },
  activeContent: {
    th: 'ไฟล์ PDF นี้มี JavaScript ไฟล์แนบ หรือคำสั่งที่ทำงานเองได้ ซึ่งไม่อนุญาตในแบบฟอร์ม',
    en: 'This PDF carries JavaScript, attached files or actions that run by themselves, which a form may not have',
  },
  tooManyPages: {
    th: 'แบบฟอร์ม PDF ต้องมีไม่เกิน 10 หน้า',
    en: 'The PDF form may have at most 10 pages',
  },
  noPages: { th: 'ไฟล์ PDF นี้ไม่มีหน้าเอกสาร', en: 'This PDF has no pages' },
  pageTooLarge: { th: 'ขนาดหน้าของไฟล์ PDF นี้ไม่ถูกต้อง', en: 'A page of this PDF has an invalid size' },
  itemTableNeeded: {
    th: 'ฟิลด์รายการสินค้าต้องอยู่ในตารางรายการ กรุณาเพิ่มตารางรายการก่อน',
    en: 'Item fields go in the item table; add the item table first',
  },
  itemTablePage: {
    th: 'ฟิลด์รายการสินค้าต้องอยู่บนหน้าเดียวกับตารางรายการ',
    en: 'Item fields must be on the item table’s page',
  },
  pageMissing: { th: 'แบบฟอร์มไม่มีหน้านี้', en: 'the form has no such page' },
  formatNotForField: {
    th: 'รูปแบบนี้ใช้กับฟิลด์นี้ไม่ได้',
    en: 'this format does not apply to this field',
  },
  unknownField: { th: 'ไม่พบฟิลด์นี้ในรายการฟิลด์ของแม่แบบ PDF', en: 'not a PDF template field' },
  fieldsRequired: { th: 'กรุณาระบุ pdfTemplateId และ version', en: 'send pdfTemplateId and version' },
} as const;
