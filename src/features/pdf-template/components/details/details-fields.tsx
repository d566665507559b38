import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerDocumentTypeSelect, TemplateCustomerField } from 'src/components/customer-select';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { PDF_TEMPLATE_STATUS_GROUP, UPLOAD_TYPE_GROUP } from '../listbox-groups';
import type { DetailsValues } from './details-schema';

export interface DetailsFieldsProps {
  /** The saved template's customer ("code name"), shown read-only; undefined for a new template. */
  existingCustomer?: string;
}

/** The details of a PDF template; a saved one also has its status. */
export function DetailsFields({ existingCustomer }: DetailsFieldsProps) {
  const { t } = useTranslation('pdf-template');
  const customerCode = useWatch<DetailsValues, 'customerCode'>({ name: 'customerCode' });
  const isNew = existingCustomer === undefined;

  return (
    <FormGrid columns={isNew ? 2 : 3}>
      <TemplateCustomerField label={t('field.customer')} existing={existingCustomer} />
      <RhfTextField<DetailsValues>
        name="templateName"
        label={t('field.templateName')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <ListboxSelect<DetailsValues>
        name="templateType"
        group={UPLOAD_TYPE_GROUP}
        label={t('field.templateType')}
        required
        empty="choose"
      />
      <CustomerDocumentTypeSelect<DetailsValues>
        name="documentType"
        label={t('field.documentType')}
        customerCode={customerCode}
        chooseCustomerFirst={t('details.chooseCustomerFirst')}
      />
      {!isNew && (
        <ListboxSelect<DetailsValues>
          name="status"
          group={PDF_TEMPLATE_STATUS_GROUP}
          label={t('field.status')}
          required
          helperText={t('details.statusHint')}
        />
      )}
    </FormGrid>
  );
}
