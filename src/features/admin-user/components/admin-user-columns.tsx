import type { AdminUser } from 'contract/admin-user';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns, type RowActions, type TableColumn } from 'src/components/data-table';

/** The administrator table's columns (spec §3); `field` doubles as the API's sortBy. */
export function useAdminUserColumns(
  actions: Omit<RowActions<AdminUser>, 'rowLabel'>,
): TableColumn<AdminUser>[] {
  const { t } = useTranslation('admin-user');
  return useMemo(
    () => [
      { field: 'adminCode', headerName: t('adminCode'), minWidth: 130 },
      { field: 'username', headerName: t('username'), minWidth: 150, flex: 0.7 },
      { field: 'fullName', headerName: t('fullName'), minWidth: 180, flex: 1 },
      { field: 'email', headerName: t('email'), minWidth: 200, flex: 1 },
      { field: 'tel', headerName: t('tel'), minWidth: 130 },
      ...recordColumns<AdminUser>(t, {
        status: { headerName: t('status') },
        keyPrefix: '',
        ...actions,
        rowLabel: (row) => `${row.adminCode} ${row.fullName}`,
      }),
    ],
    [t, actions],
  );
}
