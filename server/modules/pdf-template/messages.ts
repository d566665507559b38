// Texts of the PDF-template refusals in Thai (default) and English; picked with say().
import texts from './messages.json';

export const pdfTemplateText = texts;
