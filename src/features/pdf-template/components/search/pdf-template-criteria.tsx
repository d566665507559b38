import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { DOCUMENT_TYPE_GROUP, PDF_TEMPLATE_STATUS_GROUP, UPLOAD_TYPE_GROUP } from '../listbox-groups';
import type { PdfTemplateCriteria } from './pdf-template-search';

/** The search card's fields (names = criteria = the API's body fields). */
export function PdfTemplateCriteriaFields() {
  const { t } = useTranslation('pdf-template');
  return (
    <>
      <CustomerSelect<PdfTemplateCriteria> name="customerCode" label={t('field.customer')} empty="all" />
      <RhfTextField<PdfTemplateCriteria> name="templateName" label={t('field.templateName')} />
      <ListboxSelect<PdfTemplateCriteria>
        name="templateType"
        group={UPLOAD_TYPE_GROUP}
        label={t('field.templateType')}
        empty="all"
      />
      <ListboxSelect<PdfTemplateCriteria>
        name="documentType"
        group={DOCUMENT_TYPE_GROUP}
        label={t('field.documentType')}
        empty="all"
      />
      <ListboxSelect<PdfTemplateCriteria>
        name="status"
        group={PDF_TEMPLATE_STATUS_GROUP}
        label={t('field.status')}
        empty="all"
      />
    </>
  );
}
