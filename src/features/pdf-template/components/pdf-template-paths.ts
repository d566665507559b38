// Where the PDF template screens live (../routes/index.tsx): the search, a new template, and one
// page per template (details, the form and the field designer).

export const PDF_TEMPLATE_LIST_PATH = '/pdf-template';

export const pdfTemplatePaths = {
  list: PDF_TEMPLATE_LIST_PATH,
  add: `${PDF_TEMPLATE_LIST_PATH}/new`,
  template: (pdfTemplateId: number) => `${PDF_TEMPLATE_LIST_PATH}/${pdfTemplateId}`,
};
