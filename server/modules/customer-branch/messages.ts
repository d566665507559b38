// Texts of the branch failures in Thai (default) and English; picked with say() per request.
export const branchText = {
  CUSTOMER_BRANCH_DUPLICATE: {
    th: 'รหัสสาขานี้มีอยู่แล้วสำหรับลูกค้านี้',
    en: 'This branch code already exists for the customer',
  },
  HEAD_OFFICE_DELETE: {
    th: 'ลบสำนักงานใหญ่ไม่ได้ สำนักงานใหญ่จะถูกลบพร้อมกับลูกค้า',
    en: 'The head office cannot be deleted; it goes with its customer',
  },
} as const;
