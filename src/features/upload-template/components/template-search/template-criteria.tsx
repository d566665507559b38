import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP } from '../template-listbox-groups';
import { CustomerSelect } from 'src/components/customer-select';
import type { TemplateCriteria } from './template-search';
import { TemplateStatusSelect } from './template-status-select';

/** The template search card's fields (names = criteria = the API's body fields). */
export function TemplateCriteriaFields() {
  const { t } = useTranslation('upload-template');
  return (
    <>
      <CustomerSelect<TemplateCriteria> name="customerCode" label={t('customer')} empty="all" />
      <RhfTextField<TemplateCriteria> name="templateCode" label={t('templateCode')} />
      <RhfTextField<TemplateCriteria> name="templateName" label={t('templateName')} />
      <ListboxSelect<TemplateCriteria>
        name="templateType"
        group={TEMPLATE_TYPE_GROUP}
        label={t('templateType')}
        empty="all"
      />
      <ListboxSelect<TemplateCriteria>
        name="documentType"
        group={DOCUMENT_TYPE_GROUP}
        label={t('documentType')}
        empty="all"
      />
      <TemplateStatusSelect<TemplateCriteria> name="templateStatus" label={t('templateStatus')} empty="all" />
    </>
  );
}
