// Descriptions of the auth failures, in the request's language (keys are what the web app reads).
export const authMessages = {
  invalidCredentials: { th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', en: 'Wrong username or password' },
  passwordTooCommon: {
    th: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาเลือกรหัสผ่านอื่น',
    en: 'This password is too common; choose another one',
  },
  passwordTooShort: { th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร', en: 'The password needs at least 8 characters' },
  passwordBlank: {
    th: 'รหัสผ่านต้องมีอักขระที่มองเห็นได้อย่างน้อยหนึ่งตัว',
    en: 'The password needs at least one visible character',
  },
  passwordTooLong: { th: 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร', en: 'The password may have at most 128 characters' },
  passwordSameAsCurrent: {
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
    en: 'The new password must differ from the current one',
  },
  currentPasswordInvalid: { th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'The current password is wrong' },
  required: { th: 'กรุณาระบุข้อมูล', en: 'required' },
  secondFactorCodeInvalid: {
    th: 'รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    en: 'The code is wrong or has been used already',
  },
  secondFactorChallengeExpired: {
    th: 'ขั้นตอนยืนยันตัวตนหมดเวลาแล้ว กรุณาเข้าสู่ระบบใหม่',
    en: 'This sign-in has expired; sign in again',
  },
  secondFactorAlreadyEnrolled: {
    th: 'บัญชีนี้ตั้งค่าการยืนยันตัวตนสองขั้นตอนไว้แล้ว',
    en: 'Two-step sign-in is already set up for this account',
  },
  secondFactorNotEnrolled: {
    th: 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันตัวตนสองขั้นตอน',
    en: 'Two-step sign-in is not set up for this account',
  },
} as const;
