import type { PatternTexts } from '../../http/schema-validation';

// Texts of the landing-page errors in Thai (default) and English; picked with say() per request.
export const landingText = {
  imageMissing: { th: 'ไม่พบไฟล์รูปภาพนี้ กรุณาอัปโหลดใหม่', en: 'no such landing image; upload it again' },
  /** The picture's shape is not the one its kind is shown at (the admin screen crops to it). */
  imageRatio: (width: number, height: number) => ({
    th: `สัดส่วนรูปภาพต้องเป็น ${width} × ${height} (กรุณาครอปรูปใหม่)`,
    en: `the picture must have the proportions ${width} × ${height}; crop it again`,
  }),
  reorderDuplicate: { th: 'รายการซ้ำกันในลำดับ', en: 'an item appears twice in the order' },
};

/** Field-specific texts for a failed `pattern` or `format` of the landing calls (the generic texts say too little). */
export const formatText: PatternTexts = {
  linkUrl: {
    th: 'ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)',
    en: 'must start with https:// or / (a page of this site)',
  },
  publishDate: { th: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD (ค.ศ.)', en: 'must be a date YYYY-MM-DD' },
  imageFileId: { th: 'รหัสไฟล์ไม่ถูกต้อง', en: 'must be a file id from upload' },
};
