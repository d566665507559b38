// Texts of the corrections of an issued document (docs/corrections.md) in Thai and English.
export const correctionMessages = {
  NOT_CORRECTABLE: {
    th: 'ออกใบลดหนี้ ใบเพิ่มหนี้ หรือยกเลิกได้เฉพาะใบกำกับภาษีที่ออกแล้ว (388, T02, T03, T04)',
    en: 'Only an issued tax invoice (388, T02, T03, T04) can get a credit note, a debit note or a cancellation',
  },
  DOCUMENT_CANCELLED: (documentNo: string) => ({
    th: `เอกสารเลขที่ ${documentNo} ถูกยกเลิกแล้ว หรือมีใบแจ้งยกเลิกรอดำเนินการอยู่ จึงแก้ไขหรือยกเลิกซ้ำไม่ได้`,
    en: `Document ${documentNo} is cancelled, or a cancellation of it is waiting in an import: it cannot be corrected or cancelled again`,
  }),
  templateType: (documentType: string) => ({
    th: `เทมเพลตนี้ไม่ใช่เอกสารประเภท ${documentType}`,
    en: `the template is not one of document type ${documentType}`,
  }),
  purposeCode: (codes: readonly string[]) => ({
    th: `รหัสสาเหตุการออกเอกสารต้องเป็นหนึ่งใน ${codes.join(', ')}`,
    en: `the purpose code must be one of ${codes.join(', ')}`,
  }),
  purposeText: {
    th: 'กรุณาระบุสาเหตุการออกเอกสาร',
    en: 'the reason is required',
  },
};

/**
 * ETDA's Thai texts of the purpose codes (ขมธอ.3-2560, รหัสสาเหตุการออกเอกสาร): what the note's
 * Purpose says unless a "99" code ("another reason") brings the user's own text.
 */
export const PURPOSE_TEXTS: Record<string, string> = {
  DBNG01: 'มีการเพิ่มราคาค่าสินค้า (สินค้าเกินกว่าจำนวนที่ตกลงกัน)',
  DBNG02: 'คำนวณราคาสินค้าผิดพลาดต่ำกว่าที่เป็นจริง',
  DBNG99: 'เหตุอื่น (ระบุสาเหตุ)',
  DBNS01: 'การเพิ่มราคาค่าบริการ (บริการเกินกว่าข้อกำหนดที่ตกลงกัน)',
  DBNS02: 'คำนวณราคาค่าบริการผิดพลาดต่ำกว่าที่เป็นจริง',
  DBNS99: 'เหตุอื่น (ระบุสาเหตุ)',
  CDNG01: 'ลดราคาสินค้าที่ขาย (สินค้าผิดข้อกำหนดที่ตกลงกัน)',
  CDNG02: 'สินค้าชำรุดเสียหาย',
  CDNG03: 'สินค้าขาดจำนวนตามที่ตกลงซื้อขาย',
  CDNG04: 'คำนวณราคาสินค้าผิดพลาดสูงกว่าที่เป็นจริง',
  CDNG05: 'รับคืนสินค้า (ไม่ตรงตามคำพรรณนา)',
  CDNG99: 'เหตุอื่น (ระบุสาเหตุ)',
  CDNS01: 'ลดราคาค่าบริการ (บริการผิดข้อกำหนดที่ตกลงกัน)',
  CDNS02: 'ค่าบริการขาดจำนวน',
  CDNS03: 'คำนวณราคาค่าบริการผิดพลาดสูงกว่าที่เป็นจริง',
  CDNS04: 'บอกเลิกสัญญาบริการ',
  CDNS99: 'เหตุอื่น (ระบุสาเหตุ)',
};
