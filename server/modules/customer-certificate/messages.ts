// Texts of the certificate refusals in Thai (default) and English; picked with say() per request.
import { fieldText } from '../../validation/messages';

export const certificateText = {
  passwordRequired: { th: 'กรุณากรอกรหัสผ่านของใบรับรอง', en: "enter the certificate's password" },
  passwordTooLong: { th: 'รหัสผ่านยาวเกินไป', en: 'the password is too long' },
  customerCode: fieldText.customerCode,
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
  notCertificate: {
    th: 'ชนิดไฟล์ไม่ถูกต้อง ต้องเป็นใบรับรอง X.509 (.cer, .crt หรือ .pem)',
    en: 'Wrong file type: choose an X.509 certificate (.cer, .crt or .pem)',
  },
  noMatchingKey: {
    th: 'ใบรับรองนี้ไม่ตรงกับกุญแจใดของลูกค้ารายนี้ในช่องเก็บกุญแจที่เลือก กรุณาอัปโหลดใบรับรองที่ออกจากคำขอ (CSR) ของช่องนี้',
    en: "This certificate matches none of this customer's keys in the chosen slot; upload the certificate issued for this slot's request (CSR)",
  },
} as const;

/** Why a PKCS#11 token could not be used (HsmErrorCode), said on the slot. */
export const tokenText = {
  NOT_CONFIGURED: {
    th: 'ช่องเก็บกุญแจนี้ไม่ได้ตั้งค่าไว้บนเซิร์ฟเวอร์',
    en: 'This key slot is not configured on the server',
  },
  TOKEN_MISSING: {
    th: 'ไม่พบโทเค็นของช่องเก็บกุญแจนี้ (อุปกรณ์ถูกถอดหรือยังไม่ได้เตรียม)',
    en: "This slot's token is not present (removed or not initialised)",
  },
  WRONG_PIN: {
    th: 'PIN ของโทเค็นไม่ถูกต้องหรือไม่ได้ตั้งค่าไว้',
    en: "The token's PIN is wrong or not configured",
  },
  KEY_MISSING: {
    th: 'ไม่พบกุญแจลงนามในโทเค็น',
    en: 'The signing key is not in the token',
  },
  TOKEN_ERROR: {
    th: 'โทเค็นตอบกลับด้วยข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    en: 'The token answered with an error; please try again',
  },
} as const;
