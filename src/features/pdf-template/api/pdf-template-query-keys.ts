/** Query keys of the PDF template screens: a save refreshes the list and the template. */
export const pdfTemplateKeys = {
  all: ['pdf-templates'] as const,
  list: ['pdf-templates', 'list'] as const,
  detail: (pdfTemplateId: number) => ['pdf-templates', 'detail', pdfTemplateId] as const,
  /** A new form has a new file id: its pages are read again. */
  image: (pdfTemplateId: number, formFileId: string, page: number) =>
    ['pdf-templates', 'image', pdfTemplateId, formFileId, page] as const,
};
