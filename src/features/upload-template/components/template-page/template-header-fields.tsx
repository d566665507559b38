import { TEMPLATE_STATUSES, TEMPLATE_TYPES, UPLOAD_TYPES } from 'contract/upload-template';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerDocumentTypeSelect, TemplateCustomerField } from 'src/components/customer-select';
import { FormGrid } from 'src/components/form-dialog';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import { START_ROW_MAX, type TemplateHeaderValues } from './template-header-schema';

export interface TemplateHeaderFieldsProps {
  /** The saved template's customer ("code name"), shown read-only; undefined for a new template. */
  existingCustomer?: string;
}

/** The header fields of a template (docs/upload-templates.md, "Records"). */
export function TemplateHeaderFields({ existingCustomer }: TemplateHeaderFieldsProps) {
  const { t } = useTranslation('upload-template');
  const customerCode = useWatch<TemplateHeaderValues, 'customerCode'>({ name: 'customerCode' });

  return (
    <FormGrid columns={3}>
      <TemplateCustomerField label={t('editor.field.customer')} existing={existingCustomer} />
      <RhfTextField<TemplateHeaderValues>
        name="templateName"
        label={t('editor.field.templateName')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <RhfSelect<TemplateHeaderValues>
        name="templateType"
        label={t('editor.field.templateType')}
        required
        options={TEMPLATE_TYPES.map((value) => ({ value, label: t(`editor.templateType.${value}`) }))}
      />
      <RhfSelect<TemplateHeaderValues>
        name="uploadType"
        label={t('editor.field.uploadType')}
        required
        options={UPLOAD_TYPES.map((value) => ({ value, label: t(`editor.uploadType.${value}`) }))}
      />
      <CustomerDocumentTypeSelect<TemplateHeaderValues>
        name="documentType"
        label={t('editor.field.documentType')}
        customerCode={customerCode}
        chooseCustomerFirst={t('editor.hint.chooseCustomerFirst')}
      />
      <RhfSelect<TemplateHeaderValues>
        name="templateStatus"
        label={t('editor.field.templateStatus')}
        required
        helperText={t('editor.hint.templateStatus')}
        options={TEMPLATE_STATUSES.map((value) => ({ value, label: t(`common:status.${value}`) }))}
      />
      <RhfTextField<TemplateHeaderValues>
        name="startRow"
        label={t('editor.field.startRow')}
        required
        helperText={t('editor.hint.startRow')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: String(START_ROW_MAX).length } }}
      />
      <RhfTextField<TemplateHeaderValues>
        name="fileName"
        label={t('editor.field.fileName')}
        helperText={t('editor.hint.fileName')}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
    </FormGrid>
  );
}
