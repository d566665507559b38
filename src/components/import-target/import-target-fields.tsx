import { useQuery } from '@tanstack/react-query';
import type { UploadTemplate, UploadType } from 'contract/upload-template';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfSelect } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME } from 'src/lib/lookups';
import { importTargetKeys, listImportBranches } from './import-target-calls';
import { useImportTemplates } from './use-import-templates';
import { choosesCustomer } from './import-roles';

/** The form fields of an import's target (names fixed: the upload and direct-entry bodies use them). */
export interface ImportTargetValues {
  customerCode: string;
  branchCode: string;
  templateCode: string;
}

/**
 * Customer (administrators only), branch and template of an import, in the surrounding form.
 * Changing the customer clears the branch and template it offered. `onTemplate` hands the chosen
 * template up (its type decides the accepted file, its columns the direct-entry form).
 */
export function ImportTargetFields({ uploadType, disabled }: { uploadType: UploadType; disabled?: boolean }) {
  const { t } = useTranslation('common');
  const { setValue, control } = useFormContext<ImportTargetValues>();
  const customerCode = useWatch({ control, name: 'customerCode' });
  const ready = !choosesCustomer || customerCode !== '';
  const branches = useQuery({
    queryKey: importTargetKeys.branches(customerCode),
    queryFn: ({ signal }) => listImportBranches(customerCode, { signal }),
    enabled: ready,
    staleTime: LOOKUP_STALE_TIME,
  });
  const templates = useImportTemplates(customerCode, uploadType);
  const branchChoices = useMemo(
    () =>
      (branches.data ?? []).map((b) => ({ value: b.branchCode, label: `${b.branchCode} ${b.branchName}` })),
    [branches.data],
  );
  const templateChoices = useMemo(
    () =>
      (templates.data ?? []).map((x: UploadTemplate) => ({ value: x.templateCode, label: x.templateName })),
    [templates.data],
  );
  const clearChoices = () => {
    setValue('branchCode', '');
    setValue('templateCode', '');
  };

  return (
    <>
      {choosesCustomer && (
        <CustomerSelect<ImportTargetValues>
          name="customerCode"
          label={t('importTarget.customer')}
          onValueChange={clearChoices}
        />
      )}
      <RhfSelect<ImportTargetValues>
        name="branchCode"
        label={t('importTarget.branch')}
        options={branchChoices}
        emptyLabel={t('importTarget.choose')}
        disabled={disabled || !ready}
        required
      />
      <RhfSelect<ImportTargetValues>
        name="templateCode"
        label={t('importTarget.template')}
        options={templateChoices}
        emptyLabel={t('importTarget.choose')}
        disabled={disabled || !ready}
        helperText={ready && templates.data?.length === 0 ? t('importTarget.noTemplate') : undefined}
        required
      />
    </>
  );
}
