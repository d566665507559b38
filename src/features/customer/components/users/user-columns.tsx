import type { CustomerUser } from 'contract/customer-user';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';

/**
 * The user table's columns; `field` doubles as the API's sortBy. `ownUserCode` is the signed-in
 * customer admin's own account, which has no delete button (the server refuses it).
 */
export function useUserColumns(
  actions: Omit<RowActions<CustomerUser>, 'rowLabel'>,
  ownUserCode?: string,
): TableColumn<CustomerUser>[] {
  const { t } = useTranslation('customer-user');
  return useMemo(
    () => [
      { field: 'userCode', headerName: t('field.userCode'), minWidth: 110 },
      { field: 'username', headerName: t('field.username'), minWidth: 150, flex: 0.8 },
      { field: 'fullName', headerName: t('field.fullName'), minWidth: 180, flex: 1 },
      { field: 'email', headerName: t('field.email'), minWidth: 200, flex: 1 },
      { field: 'tel', headerName: t('field.tel'), minWidth: 120, sortable: false },
      textColumn<CustomerUser>({
        field: 'userRole',
        headerName: t('field.userRole'),
        minWidth: 150,
        text: (row) => t(`role.${row.userRole}`),
      }),
      statusColumn<CustomerUser>(t, { headerName: t('field.status') }),
      dateTimeColumn<CustomerUser>({ field: 'lastUpdateDtm', headerName: t('field.lastUpdateDtm') }),
      rowActionsColumn<CustomerUser>(t, {
        ...actions,
        rowLabel: (row) => `${row.username} ${row.fullName}`,
        canDelete: (row) => row.userCode !== ownUserCode,
      }),
    ],
    [t, actions, ownUserCode],
  );
}
