import type { PatternTexts } from '../../http/schema-validation';
import data from './messages.json';

// Texts of the landing-page errors in Thai (default) and English; picked with say() per request.
export const landingText = {
  ...data.landingText,
  /** The picture's shape is not the one its kind is shown at (the admin screen crops to it). */
  imageRatio: (width: number, height: number) => ({
    th: `สัดส่วนรูปภาพต้องเป็น ${width} × ${height} (กรุณาครอปรูปใหม่)`,
    en: `the picture must have the proportions ${width} × ${height}; crop it again`,
  }),
};

/** Field-specific texts for a failed `pattern` or `format` of the landing calls (the generic texts say too little). */
export const formatText: PatternTexts = data.formatText;
