// Texts of the landing-page errors in Thai (default) and English; picked with say() per request.
export const landingText = {
  imageMissing: { th: 'ไม่พบไฟล์รูปภาพนี้ กรุณาอัปโหลดใหม่', en: 'no such landing image; upload it again' },
} as const;

/**
 * Field-specific texts for a failed `pattern` or `format` (the generic texts say too little), of
 * the landing calls and of the contact form (common/contact-routes.ts).
 */
export const formatText: Record<string, { th: string; en: string }> = {
  linkUrl: {
    th: 'ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)',
    en: 'must start with https:// or / (a page of this site)',
  },
  publishDate: { th: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD (ค.ศ.)', en: 'must be a date YYYY-MM-DD' },
  imageFileId: { th: 'รหัสไฟล์ไม่ถูกต้อง', en: 'must be a file id from upload' },
  email: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'invalid e-mail address' },
  tel: {
    th: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    en: 'must be 9–10 digits starting with 0',
  },
  name: { th: 'กรุณาระบุเป็นข้อความบรรทัดเดียว', en: 'must be one line of text' },
  subject: { th: 'กรุณาระบุเป็นข้อความบรรทัดเดียว', en: 'must be one line of text' },
};
