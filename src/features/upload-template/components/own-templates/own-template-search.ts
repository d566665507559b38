import {
  UPLOAD_TEMPLATE_SORT_BY,
  type TemplateType,
  type UploadTemplateSortBy,
} from 'contract/upload-template';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The customer's own template list: its URL state (a module constant). The server answers only
// the caller's customer's ACTIVE templates, so there is no customer or status criterion.

export interface OwnTemplateCriteria extends Record<string, string> {
  templateCode: string;
  templateName: string;
  templateType: '' | TemplateType;
  documentType: string;
}

export const ownTemplateSearchOptions: UrlSearchStateOptions<OwnTemplateCriteria, UploadTemplateSortBy> = {
  emptyCriteria: { templateCode: '', templateName: '', templateType: '', documentType: '' },
  sortFields: UPLOAD_TEMPLATE_SORT_BY,
  defaultSort: { field: 'templateName', direction: 'asc' },
};
