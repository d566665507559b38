import Box from '@mui/material/Box';
import type { AdminUser } from 'contract/admin-user';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { adminUserKeys } from '../api/admin-user-query-keys';
import { deleteAdminUser } from '../api/delete-admin-user';
import { searchAdminUser } from '../api/search-admin-user';
import { useAdminUserColumns } from '../components/admin-user-columns';
import { AdminUserCriteriaFields } from '../components/admin-user-criteria';
import { AdminUserDialog } from '../components/admin-user-dialog';
import { adminUserSearchOptions } from '../components/admin-user-search';

const adminCodeOf = (row: AdminUser) => row.adminCode;
const removeAdmin = (row: AdminUser) => deleteAdminUser({ adminCode: row.adminCode, version: row.version });

/**
 * System administrator search (spec §2–§3): criteria, results, CSV export and the record
 * dialog. Deleting oneself or the last active administrator is refused by the server; the
 * error banner shows its message.
 */
export default function AdminUserPage() {
  const { t } = useTranslation('admin-user');
  const screen = useListScreen({
    search: adminUserSearchOptions,
    queryKey: adminUserKeys.list,
    call: searchAdminUser,
    recordKey: adminCodeOf,
    remove: { action: removeAdmin, invalidate: [adminUserKeys.all] },
  });
  const columns = useAdminUserColumns(screen.actions);

  return (
    <Box data-page="page-admin-user">
      <PageHeader title={t('title')} onAdd={screen.dialog.openAdd} />
      <ListScreenBody
        screen={screen}
        criteria={<AdminUserCriteriaFields />}
        columns={columns}
        exportFileName={t('exportFile')}
      >
        <AdminUserDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}
