// Texts of the customer-user failures in Thai (default) and English; picked with say() per request.
export const customerUserText = {
  CUSTOMER_USER_DUPLICATE: { th: 'ชื่อผู้ใช้นี้มีอยู่แล้ว', en: 'This username is already taken' },
  CUSTOMER_USER_EMAIL_DUPLICATE: {
    th: 'อีเมลนี้ถูกใช้โดยผู้ใช้อื่นของลูกค้านี้แล้ว',
    en: 'Another user of this customer already has this e-mail',
  },
  ALREADY_REGISTERED_EMAIL: {
    th: 'อีเมลนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว',
    en: 'This e-mail is already registered to another account',
  },
  CUSTOMER_USER_SELF_DELETE: { th: 'ลบบัญชีของตัวเองไม่ได้', en: 'You cannot delete your own account' },
  CUSTOMER_USER_SELF_DEACTIVATE: {
    th: 'ปิดการใช้งานบัญชีของตัวเองไม่ได้',
    en: 'You cannot deactivate your own account',
  },
  CUSTOMER_USER_SELF_ROLE: {
    th: 'เปลี่ยนบทบาทของบัญชีตัวเองไม่ได้',
    en: 'You cannot change the role of your own account',
  },
} as const;
