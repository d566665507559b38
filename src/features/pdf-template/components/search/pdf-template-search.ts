import { PDF_TEMPLATE_SORT_BY, type PdfTemplateSortBy, type PdfTemplateStatus } from 'contract/pdf-template';
import type { UploadType } from 'contract/upload-template';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The PDF template list's URL state. A module constant: useUrlSearchState depends on its
// identity. The criteria are the contract's search fields.

export interface PdfTemplateCriteria extends Record<string, string> {
  customerCode: string;
  templateName: string;
  templateType: '' | UploadType;
  documentType: string;
  status: '' | PdfTemplateStatus;
}

export const pdfTemplateSearchOptions: UrlSearchStateOptions<PdfTemplateCriteria, PdfTemplateSortBy> = {
  emptyCriteria: { customerCode: '', templateName: '', templateType: '', documentType: '', status: '' },
  sortFields: PDF_TEMPLATE_SORT_BY,
  defaultSort: { field: 'pdfTemplateId', direction: 'desc' },
};
