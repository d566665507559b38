import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
import { branchKeys } from '../../api/branch-query-keys';
import { getCustomerUserDetail } from '../../api/get-customer-user-detail';
import { listBranchOptions } from '../../api/list-branch-options';
import { saveCustomerUser } from '../../api/save-customer-user';
import { userKeys } from '../../api/user-query-keys';
import { emptyUser, userSchema, userToForm, userToRequest } from '../../schemas/user-schema';
import type { BranchChoice } from './user-branches-field';
import { UserFormFields } from './user-form-fields';

interface UserDialogProps {
  customerCode: string;
  dialog: RecordDialogState<string>;
}

/**
 * Add / modify / view one customer user, keyed by userCode. The record is read fresh with its
 * branch names (getCustomerUserDetailByUserCode; its version guards the save).
 */
export function UserDialog({ customerCode, dialog }: UserDialogProps) {
  const { t } = useTranslation('customer-user');
  const { open, mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: userKeys.detail(customerCode, recordKey ?? ''),
    queryFn: ({ signal }) => getCustomerUserDetail({ userCode: recordKey ?? '' }, { signal }),
    schema: userSchema,
    emptyValues: emptyUser,
    toValues: userToForm,
  });

  const branches = useQuery({
    queryKey: branchKeys.options(customerCode, 'ACTIVE'),
    queryFn: ({ signal }) => listBranchOptions({ customerCode, status: 'ACTIVE' }, { signal }),
    enabled: open,
  });
  const branchChoices = useMemo<BranchChoice[]>(() => {
    const active = branches.data ?? [];
    const kept = (current?.branches ?? []).filter(
      (branch) => !active.some((option) => option.branchCode === branch.branchCode),
    );
    return [...active, ...kept];
  }, [branches.data, current]);

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('entity') })}
      save={(values) => saveCustomerUser(userToRequest(values, customerCode, current))}
      invalidate={[userKeys.all(customerCode)]}
      duplicateFields={{
        CUSTOMER_USER_DUPLICATE: 'username',
        CUSTOMER_USER_EMAIL_DUPLICATE: 'email',
        ALREADY_REGISTERED_EMAIL: 'email',
        CUSTOMER_USER_SELF_ROLE: 'userRole',
        CUSTOMER_USER_SELF_DEACTIVATE: 'status',
      }}
      maxWidth="md"
    >
      <UserFormFields
        existing={existing}
        userCode={current?.userCode}
        branchChoices={branchChoices}
        branchesLoading={branches.isLoading}
      />
    </FormDialog>
  );
}
