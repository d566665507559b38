// Texts of the admin-user failures in Thai (default) and English; picked with say() per request.
export const adminUserText = {
  ADMIN_USER_DUPLICATE: { th: 'ชื่อผู้ใช้นี้มีอยู่แล้ว', en: 'This username is already taken' },
  ALREADY_REGISTERED_EMAIL: {
    th: 'อีเมลนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว',
    en: 'This e-mail is already registered to another account',
  },
  ADMIN_USER_SELF_DELETE: { th: 'ลบบัญชีของตัวเองไม่ได้', en: 'You cannot delete your own account' },
  ADMIN_USER_SELF_DEACTIVATE: {
    th: 'ปิดการใช้งานบัญชีของตัวเองไม่ได้',
    en: 'You cannot deactivate your own account',
  },
  ADMIN_USER_LAST_ACTIVE: {
    th: 'ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน',
    en: 'At least one administrator must stay active',
  },
} as const;
