// Texts of the certificate refusals in Thai (default) and English; picked with say() per request.
export const certificateText = {
  passwordRequired: { th: 'กรุณากรอกรหัสผ่านของใบรับรอง', en: "enter the certificate's password" },
  passwordTooLong: { th: 'รหัสผ่านยาวเกินไป', en: 'the password is too long' },
  customerCode: { th: 'รหัสลูกค้าไม่ถูกต้อง', en: 'is not a valid customer code' },
  wrongPassword: {
    th: 'รหัสผ่านของใบรับรองไม่ถูกต้อง',
    en: "The certificate's password is not correct",
  },
  notPkcs12: {
    th: 'ชนิดไฟล์ไม่ถูกต้อง ต้องเป็นไฟล์ใบรับรอง PKCS#12 (.p12 หรือ .pfx)',
    en: 'Wrong file type: choose a PKCS#12 certificate (.p12 or .pfx)',
  },
  noKey: {
    th: 'ไฟล์นี้ไม่มีกุญแจส่วนตัวสำหรับลงลายมือชื่อ',
    en: 'This file holds no private key to sign with',
  },
  noCertificate: {
    th: 'ไฟล์นี้ไม่มีใบรับรองของกุญแจส่วนตัว',
    en: 'This file holds no certificate for its private key',
  },
  unsupported: {
    th: 'ไฟล์ใบรับรองนี้ใช้การเข้ารหัสที่ระบบยังไม่รองรับ กรุณาส่งออกไฟล์ใหม่ด้วย AES หรือ 3DES',
    en: 'This file uses an encryption the system cannot read; export it again with AES or 3DES',
  },
  tooCostly: {
    th: 'ไฟล์ใบรับรองนี้กำหนดจำนวนรอบการเข้ารหัสสูงเกินไป (เกิน 1,000,000 รอบ) กรุณาส่งออกไฟล์ใหม่ด้วยค่าปกติ',
    en: 'This file asks for too many encryption rounds (over 1,000,000 iterations); export it again with the usual settings',
  },
  notRsa: {
    th: 'ใบรับรองต้องใช้กุญแจแบบ RSA',
    en: 'The certificate must have an RSA key',
  },
  expired: {
    th: 'ใบรับรองนี้หมดอายุแล้ว',
    en: 'This certificate has expired',
  },
} as const;
