import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from 'contract/admin-user';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormGrid, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
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
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: adminUserKeys.detail(recordKey ?? ''),
    queryFn: ({ signal }) => getAdminByCode({ adminCode: recordKey ?? '' }, { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const current: AdminUser | undefined = existing ? record.data : undefined;

  const form = useRecordForm({
    schema: adminUserSchema,
    emptyValues: emptyAdminUser,
    record: current,
    toValues: adminUserToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('entity') })}
      form={form}
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
      onReload={() => record.refetch()}
      onClose={close}
      loading={existing && record.isLoading}
      loadFailed={existing && record.isError}
    >
      {mode === 'add' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('otpNotice')}
        </Alert>
      )}
      <FormGrid>
        {existing && (
          <TextField
            label={t('adminCode')}
            value={current?.adminCode ?? ''}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <RhfTextField<AdminUserFormValues>
          name="username"
          label={t('username')}
          helperText={existing ? undefined : t('usernameHint')}
          required
          readOnly={existing}
          autoComplete="off"
        />
        <RhfTextField<AdminUserFormValues> name="fullName" label={t('fullName')} required />
        <RhfTextField<AdminUserFormValues> name="email" label={t('email')} type="email" required />
        <RhfTextField<AdminUserFormValues>
          name="tel"
          label={t('tel')}
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
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
