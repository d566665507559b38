import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormGrid,
  useRecordDialogForm,
  type RecordDialogState,
} from 'src/components/form-dialog';
import { ReadOnlyField, RhfTelField, RhfTextField, RhfUsernameField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { adminUserKeys } from '../api/admin-user-query-keys';
import { getAdminByCode } from '../api/get-admin-by-code';
import { createAdminUser, updateAdminUser } from '../api/save-admin-user';
import {
  adminUserSchema,
  adminUserToCreateRequest,
  adminUserToForm,
  adminUserToUpdateRequest,
  emptyAdminUser,
  type AdminUserFormValues,
} from '../schemas/admin-user-schema';
import { ADMIN_STATUS_GROUP } from './admin-user-search';

/**
 * Add / edit / view one administrator. The record is read fresh (its version guards the save).
 * The server's refusals of a status change (own account, last active administrator) show on
 * the status field as well as in the dialog.
 */
export function AdminUserDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('admin-user');
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: adminUserKeys.detail(recordKey ?? ''),
    queryFn: ({ signal }) => getAdminByCode({ adminCode: recordKey ?? '' }, { signal }),
    schema: adminUserSchema,
    emptyValues: emptyAdminUser,
    toValues: adminUserToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t(`list:dialogTitle.${mode}`, { entity: t('entity') })}
      save={(values) =>
        current
          ? updateAdminUser(adminUserToUpdateRequest(values, current))
          : createAdminUser(adminUserToCreateRequest(values))
      }
      invalidate={[adminUserKeys.all]}
      duplicateFields={{
        ADMIN_USER_DUPLICATE: 'username',
        ALREADY_REGISTERED_EMAIL: 'email',
        ADMIN_USER_SELF_DEACTIVATE: 'status',
        ADMIN_USER_LAST_ACTIVE: 'status',
      }}
    >
      {mode === 'add' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('otpNotice')}
        </Alert>
      )}
      <FormGrid>
        {existing && <ReadOnlyField label={t('adminCode')} value={current?.adminCode ?? ''} />}
        <RhfUsernameField<AdminUserFormValues>
          name="username"
          label={t('username')}
          hint={t('usernameHint')}
          existing={existing}
        />
        <RhfTextField<AdminUserFormValues> name="fullName" label={t('fullName')} required />
        <RhfTextField<AdminUserFormValues> name="email" label={t('email')} type="email" required />
        <RhfTelField<AdminUserFormValues> name="tel" label={t('tel')} />
        <ListboxSelect<AdminUserFormValues>
          name="status"
          group={ADMIN_STATUS_GROUP}
          label={t('status')}
          required
        />
      </FormGrid>
    </FormDialog>
  );
}
