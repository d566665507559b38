import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { TEMPLATE_STATUSES, TEMPLATE_TYPES, UPLOAD_TYPES } from 'contract/upload-template';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormGrid } from 'src/components/form-dialog';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME, localizedName } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';
import {
  getDocumentTypeByCustomer,
  listActiveCustomers,
  templatePageLookupKeys,
} from '../../api/template-page-calls';
import { START_ROW_MAX, type TemplateHeaderValues } from './template-header-schema';
import { toCustomerChoices } from 'src/components/customer-select';

export interface TemplateHeaderFieldsProps {
  /** The saved template's customer ("code name"), shown read-only; undefined for a new template. */
  existingCustomer?: string;
}

/** The header fields of a template (docs/upload-templates.md, "Records"). */
export function TemplateHeaderFields({ existingCustomer }: TemplateHeaderFieldsProps) {
  const { t } = useTranslation('upload-template');
  const { setValue } = useFormContext<TemplateHeaderValues>();
  const customerCode = useWatch<TemplateHeaderValues, 'customerCode'>({ name: 'customerCode' });
  const isNew = existingCustomer === undefined;

  return (
    <FormGrid columns={3}>
      {isNew ? (
        <CustomerField
          onChange={() =>
            // Another customer has other document types: choose again.
            setValue('documentType', '', { shouldDirty: true })
          }
        />
      ) : (
        // The customer of a saved template never changes.
        <TextField
          label={t('editor.field.customer')}
          value={existingCustomer}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      )}
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
      <DocumentTypeField customerCode={customerCode} />
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

/** The ACTIVE customers ("code name"): only they get new templates. */
function CustomerField({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('upload-template');
  const { data, isLoading } = useQuery({
    queryKey: templatePageLookupKeys.activeCustomers,
    queryFn: ({ signal }) => listActiveCustomers({ signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
  const options = useMemo(() => toCustomerChoices(data), [data]);
  return (
    <RhfSelect<TemplateHeaderValues>
      name="customerCode"
      label={t('editor.field.customer')}
      required
      options={options}
      emptyLabel={t('list:select.choose')}
      helperText={isLoading ? t('common:loading') : undefined}
      onValueChange={onChange}
    />
  );
}

/** The document types the chosen customer has enabled. */
function DocumentTypeField({ customerCode }: { customerCode: string }) {
  const { t } = useTranslation('upload-template');
  const { currentLang } = useLocales();
  const { data } = useQuery({
    queryKey: templatePageLookupKeys.documentTypes(customerCode),
    queryFn: ({ signal }) => getDocumentTypeByCustomer(customerCode, { signal }),
    enabled: customerCode !== '',
    staleTime: LOOKUP_STALE_TIME,
  });
  const options = useMemo(
    () =>
      (data ?? []).map((type) => ({
        value: type.documentType,
        label: localizedName(currentLang.value, type.nameTh, type.nameEn),
      })),
    [data, currentLang.value],
  );
  return (
    <RhfSelect<TemplateHeaderValues>
      name="documentType"
      label={t('editor.field.documentType')}
      required
      options={options}
      emptyLabel={t('list:select.choose')}
      helperText={customerCode === '' ? t('editor.hint.chooseCustomerFirst') : undefined}
    />
  );
}
