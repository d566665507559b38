import { useTranslation } from 'react-i18next';
import { CriteriaFields } from 'src/components/search-card';
import { DOCUMENT_TYPE_GROUP, PDF_TEMPLATE_STATUS_GROUP, UPLOAD_TYPE_GROUP } from '../listbox-groups';
import type { PdfTemplateCriteria } from './pdf-template-search';

/** The search card's fields (names = criteria = the API's body fields). */
export function PdfTemplateCriteriaFields() {
  const { t } = useTranslation('pdf-template');
  return (
    <CriteriaFields<PdfTemplateCriteria>
      fields={[
        { name: 'customerCode', label: t('field.customer'), kind: 'customer' },
        { name: 'templateName', label: t('field.templateName') },
        { name: 'templateType', label: t('field.templateType'), group: UPLOAD_TYPE_GROUP },
        { name: 'documentType', label: t('field.documentType'), group: DOCUMENT_TYPE_GROUP },
        { name: 'status', label: t('field.status'), group: PDF_TEMPLATE_STATUS_GROUP },
      ]}
    />
  );
}
