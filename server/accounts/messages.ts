// Texts of the refusals administrators and customer users share, in Thai (default) and English;
// each module's table names them under its own error keys.
export const accountText = {
  usernameTaken: { th: 'ชื่อผู้ใช้นี้มีอยู่แล้ว', en: 'This username is already taken' },
  emailTaken: {
    th: 'อีเมลนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว',
    en: 'This e-mail is already registered to another account',
  },
  selfDelete: { th: 'ลบบัญชีของตัวเองไม่ได้', en: 'You cannot delete your own account' },
  selfDeactivate: { th: 'ปิดการใช้งานบัญชีของตัวเองไม่ได้', en: 'You cannot deactivate your own account' },
} as const;
