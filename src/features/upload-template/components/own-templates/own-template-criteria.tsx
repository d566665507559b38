import { useTranslation } from 'react-i18next';
import { CriteriaFields } from 'src/components/search-card';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP } from '../template-listbox-groups';
import type { OwnTemplateCriteria } from './own-template-search';

/** The search card of the customer's own templates (names = the API's body fields). */
export function OwnTemplateCriteriaFields() {
  const { t } = useTranslation('upload-template');
  return (
    <CriteriaFields<OwnTemplateCriteria>
      fields={[
        { name: 'templateCode', label: t('templateCode') },
        { name: 'templateName', label: t('templateName') },
        { name: 'templateType', label: t('templateType'), group: TEMPLATE_TYPE_GROUP },
        { name: 'documentType', label: t('documentType'), group: DOCUMENT_TYPE_GROUP },
      ]}
    />
  );
}
