import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
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
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: branchKeys.detail(customerCode, recordKey ?? 0),
    queryFn: ({ signal }) => getBranchById({ branchId: recordKey ?? 0 }, { signal }),
    schema: branchSchema,
    emptyValues: emptyBranch,
    toValues: branchToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('entity') })}
      save={(values) => saveBranch(branchToRequest(values, customerCode, current))}
      // The list, the open record and the users' branch choices show the change.
      invalidate={[branchKeys.all(customerCode)]}
      duplicateFields={{ CUSTOMER_BRANCH_DUPLICATE: 'branchCode' }}
      maxWidth="md"
    >
      <BranchFormFields existing={existing} />
    </FormDialog>
  );
}
