/** Listbox groups of the PDF template screens (domain.md): their labels in both languages. */
export const UPLOAD_TYPE_GROUP = 'UPLOAD_TYPE';
export const DOCUMENT_TYPE_GROUP = 'DOCUMENT_TYPE';
export const PDF_TEMPLATE_STATUS_GROUP = 'PDF_TEMPLATE_STATUS';
/** The keys a field may show (plus ITEM_LINE_NO and PAGE_NO). */
export const GENERATE_DOC_MAP_GROUP = 'GENERATE_DOC_MAP';
