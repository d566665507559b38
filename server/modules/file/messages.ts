// Texts of the image errors in Thai (default) and English (the upload ones: http/receive-file.ts).
import texts from './messages.json';

export const fileText = texts;
