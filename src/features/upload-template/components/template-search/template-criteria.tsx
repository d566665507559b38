import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { CriteriaFields } from 'src/components/search-card';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP } from '../template-listbox-groups';
import type { TemplateCriteria } from './template-search';
import { TemplateStatusSelect } from './template-status-select';

/** The template search card's fields (names = criteria = the API's body fields). */
export function TemplateCriteriaFields() {
  const { t } = useTranslation('upload-template');
  return (
    <>
      <CustomerSelect<TemplateCriteria> name="customerCode" label={t('customer')} empty="all" />
      <CriteriaFields<TemplateCriteria>
        fields={[
          { name: 'templateCode', label: t('templateCode') },
          { name: 'templateName', label: t('templateName') },
          { name: 'templateType', label: t('templateType'), group: TEMPLATE_TYPE_GROUP },
          { name: 'documentType', label: t('documentType'), group: DOCUMENT_TYPE_GROUP },
        ]}
      />
      <TemplateStatusSelect<TemplateCriteria> name="templateStatus" label={t('templateStatus')} empty="all" />
    </>
  );
}
