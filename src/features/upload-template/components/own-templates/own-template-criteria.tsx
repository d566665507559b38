import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { DOCUMENT_TYPE_GROUP, TEMPLATE_TYPE_GROUP } from '../template-listbox-groups';
import type { OwnTemplateCriteria } from './own-template-search';

/** The search card of the customer's own templates (names = the API's body fields). */
export function OwnTemplateCriteriaFields() {
  const { t } = useTranslation('upload-template');
  return (
    <>
      <RhfTextField<OwnTemplateCriteria> name="templateCode" label={t('templateCode')} />
      <RhfTextField<OwnTemplateCriteria> name="templateName" label={t('templateName')} />
      <ListboxSelect<OwnTemplateCriteria>
        name="templateType"
        group={TEMPLATE_TYPE_GROUP}
        label={t('templateType')}
        empty="all"
      />
      <ListboxSelect<OwnTemplateCriteria>
        name="documentType"
        group={DOCUMENT_TYPE_GROUP}
        label={t('documentType')}
        empty="all"
      />
    </>
  );
}
