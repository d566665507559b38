// Texts of the file errors in Thai (default) and English; the Thai ones are the spec's (§5, §8).
export const fileText = {
  tooLarge: { th: 'ไฟล์ขนาดต้องไม่เกิน 5 MB', en: 'File is larger than 5 MB' },
  wrongType: { th: 'ชนิดไฟล์ไม่ถูกต้อง', en: 'Wrong file type' },
  fileRequired: { th: 'กรุณาเลือกไฟล์', en: 'choose a file' },
  oneFileOnly: { th: 'ส่งได้ครั้งละหนึ่งไฟล์', en: 'send one file at a time' },
  malformedBody: { th: 'ข้อมูลที่ส่งมาไม่สมบูรณ์ กรุณาส่งไฟล์ใหม่', en: 'the upload is incomplete; send the file again' },
  tooManyPixels: {
    th: 'ภาพต้องกว้างและสูงไม่เกิน 8000 พิกเซล',
    en: 'the image must be at most 8000 pixels wide and high',
  },
} as const;
