// Texts of the import export's file (export-route.ts) in Thai and English: the words of the
// import search screen (src/locales/{th,en}/import.json).
export const uploadExportText = {
  title: { th: 'รายการนำเข้า', en: 'Imports' },
  directEntry: { th: 'บันทึกข้อมูลด้วยแบบฟอร์ม', en: 'Typed in by form' },
  headers: {
    uploadId: { th: 'เลขที่นำเข้า', en: 'Import no.' },
    uploadDtm: { th: 'วันที่อัปโหลด', en: 'Uploaded' },
    customerCode: { th: 'รหัสลูกค้า', en: 'Customer code' },
    companyName: { th: 'ชื่อบริษัท/ลูกค้า', en: 'Company or customer name' },
    taxId: { th: 'เลขประจำตัวผู้เสียภาษี', en: 'Tax ID' },
    branchCode: { th: 'รหัสสาขา', en: 'Branch code' },
    branchName: { th: 'ชื่อสาขา', en: 'Branch name' },
    uploadType: { th: 'ประเภทการนำเข้า', en: 'Import type' },
    documentType: { th: 'ประเภทเอกสาร', en: 'Document type' },
    templateName: { th: 'แม่แบบ', en: 'Template' },
    fileName: { th: 'ชื่อไฟล์', en: 'File name' },
    totalRows: { th: 'จำนวนแถวทั้งหมด', en: 'Total rows' },
    validRows: { th: 'แถวที่ถูกต้อง', en: 'Valid rows' },
    errorRows: { th: 'แถวที่ผิดพลาด', en: 'Rows with errors' },
    status: { th: 'สถานะ', en: 'Status' },
    uploadBy: { th: 'ผู้อัปโหลด', en: 'Uploaded by' },
  },
};
