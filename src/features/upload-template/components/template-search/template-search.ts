import {
  UPLOAD_TEMPLATE_SORT_BY,
  type TemplateType,
  type UploadTemplate,
  type UploadTemplateSortBy,
} from 'contract/upload-template';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The administrator's template list: its URL state. A module constant: useUrlSearchState
// depends on its identity. The criteria are the contract's search fields.

export interface TemplateCriteria extends Record<string, string> {
  customerCode: string;
  templateCode: string;
  templateName: string;
  templateType: '' | TemplateType;
  documentType: string;
  templateStatus: '' | UploadTemplate['templateStatus'];
}

export const templateSearchOptions: UrlSearchStateOptions<TemplateCriteria, UploadTemplateSortBy> = {
  emptyCriteria: {
    customerCode: '',
    templateCode: '',
    templateName: '',
    templateType: '',
    documentType: '',
    templateStatus: '',
  },
  sortFields: UPLOAD_TEMPLATE_SORT_BY,
  defaultSort: { field: 'templateCode', direction: 'asc' },
};
