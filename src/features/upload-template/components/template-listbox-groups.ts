/** Listbox groups of the template fields (domain.md): their labels in both languages. */
export const TEMPLATE_TYPE_GROUP = 'TEMPLATE_TYPE';
export const UPLOAD_TYPE_GROUP = 'UPLOAD_TYPE';
export const DOCUMENT_TYPE_GROUP = 'DOCUMENT_TYPE';
