// Texts of the customer failures in Thai (default) and English; picked with say() per request.
export const customerText = {
  CUSTOMER_DUPLICATE: {
    th: 'มีลูกค้าที่ใช้เลขประจำตัวผู้เสียภาษีนี้อยู่แล้ว',
    en: 'A customer with this tax ID already exists',
  },
  headOfficeName: { th: 'สำนักงานใหญ่', en: 'Head office' },
  timeStampNeedsEmail: {
    th: 'การส่งแบบประทับรับรองเวลาต้องมีอีเมลของลูกค้า (อีเมลผู้ส่งที่ลงทะเบียนกับ สพธอ.)',
    en: "Time-stamp delivery needs the customer's e-mail (the sender address registered with ETDA)",
  },
} as const;
