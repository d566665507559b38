import { useQuery } from '@tanstack/react-query';
import type { CustomerBranch } from 'contract/customer-branch';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
import { branchKeys } from '../../api/branch-query-keys';
import { getBranchById } from '../../api/get-branch-by-id';
import { saveBranch } from '../../api/save-branch';
import { branchSchema, branchToForm, branchToRequest, emptyBranch } from '../../schemas/branch-schema';
import { BranchFormFields } from './branch-form-fields';

interface BranchDialogProps {
  customerCode: string;
  dialog: RecordDialogState<number>;
}

/** Add / modify / view one branch. The record is read fresh (its version guards the save). */
export function BranchDialog({ customerCode, dialog }: BranchDialogProps) {
  const { t } = useTranslation('customer-branch');
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: branchKeys.detail(customerCode, recordKey ?? 0),
    queryFn: ({ signal }) => getBranchById({ branchId: recordKey ?? 0 }, { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const current: CustomerBranch | undefined = existing ? record.data : undefined;

  const form = useRecordForm({
    schema: branchSchema,
    emptyValues: emptyBranch,
    record: current,
    toValues: branchToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('entity') })}
      form={form}
      save={(values) => saveBranch(branchToRequest(values, customerCode, current))}
      // The list, the open record and the users' branch choices show the change.
      invalidate={[branchKeys.all(customerCode)]}
      duplicateFields={{ CUSTOMER_BRANCH_DUPLICATE: 'branchCode' }}
      onReload={() => record.refetch()}
      onClose={close}
      loading={existing && record.isLoading}
      loadFailed={existing && record.isError}
      maxWidth="md"
    >
      <BranchFormFields existing={existing} />
    </FormDialog>
  );
}
