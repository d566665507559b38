import Box from '@mui/material/Box';
import type { AdminUser } from 'contract/admin-user';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { paths } from 'src/config/paths';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { adminUserKeys } from '../api/admin-user-query-keys';
import { deleteAdminUser } from '../api/delete-admin-user';
import { searchAdminUser } from '../api/search-admin-user';
import { useAdminUserColumns } from '../components/admin-user-columns';
import { AdminUserCriteriaFields } from '../components/admin-user-criteria';
import { AdminUserDialog } from '../components/admin-user-dialog';
import { adminUserSearchOptions } from '../components/admin-user-search';

/**
 * System administrator search (spec §2–§3): criteria, results, CSV export and the record
 * dialog. Deleting oneself or the last active administrator is refused by the server; the
 * error banner shows its message.
 */
export default function AdminUserPage() {
  const { t } = useTranslation('admin-user');
  const list = useUrlSearchState(adminUserSearchOptions);
  const query = useSearchQuery(adminUserKeys.list, list.request, searchAdminUser);
  const dialog = useRecordDialog<string>();

  const remove = useConfirmedAction({
    action: (row: AdminUser) => deleteAdminUser({ adminCode: row.adminCode, version: row.version }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [adminUserKeys.all],
  });

  const columns = useAdminUserColumns({
    onView: (row) => dialog.openRecord('inquiry', row.adminCode),
    onEdit: (row) => dialog.openRecord('modify', row.adminCode),
    onDelete: (row) => void remove.run(row),
  });

  return (
    <Box data-page="page-admin-user">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('list:home'), href: paths.dashboard }, { label: t('title') }]}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <AdminUserCriteriaFields />
      </SearchCard>
      <DataTable<AdminUser>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.adminCode}
        exportCsv={{
          fileName: t('exportFile'),
          fetchPage: (page, size, signal) => searchAdminUser({ ...list.request, page, size }, { signal }),
        }}
      />
      <AdminUserDialog dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}
