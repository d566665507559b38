import type { PatternTexts } from '../../http/schema-validation';

const oneLine = { th: 'กรุณาระบุเป็นข้อความบรรทัดเดียว', en: 'must be one line of text' };

/** Field-specific texts for a failed `pattern` or `format` of the contact form. */
export const contactFormatText: PatternTexts = {
  email: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'invalid e-mail address' },
  tel: {
    th: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    en: 'must be 9–10 digits starting with 0',
  },
  name: oneLine,
  subject: oneLine,
};
