// Texts of the image errors in Thai (default) and English (the upload ones: http/receive-file.ts).
export const fileText = {
  tooManyPixels: {
    th: 'ภาพต้องกว้างและสูงไม่เกิน 8000 พิกเซล',
    en: 'the image must be at most 8000 pixels wide and high',
  },
} as const;
