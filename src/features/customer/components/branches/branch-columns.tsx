import { HEAD_OFFICE_BRANCH_CODE } from 'contract/customer';
import type { CustomerBranch } from 'contract/customer-branch';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actorColumn,
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';

/**
 * The branch table's columns; `field` doubles as the API's sortBy. The actions are the shared
 * view / edit / delete buttons, except that the head office (00000) has no delete: it goes only
 * with its customer.
 */
export function useBranchColumns(
  actions: Omit<RowActions<CustomerBranch>, 'rowLabel'>,
): TableColumn<CustomerBranch>[] {
  const { t } = useTranslation('customer-branch');
  return useMemo(
    () => [
      { field: 'branchCode', headerName: t('field.branchCode'), minWidth: 110 },
      { field: 'branchName', headerName: t('field.branchName'), minWidth: 180, flex: 1 },
      textColumn<CustomerBranch>({
        field: 'branchType',
        headerName: t('field.branchType'),
        minWidth: 140,
        text: (row) => t(`branchType.${row.branchType}`),
      }),
      { field: 'contactTel', headerName: t('field.contactTel'), minWidth: 130, sortable: false },
      statusColumn<CustomerBranch>(t, { headerName: t('field.status') }),
      dateTimeColumn<CustomerBranch>({ field: 'lastUpdateDtm', headerName: t('field.lastUpdateDtm') }),
      { ...actorColumn<CustomerBranch>(t, { headerName: t('field.lastUpdateBy') }), sortable: false },
      rowActionsColumn<CustomerBranch>(t, {
        ...actions,
        rowLabel: (row) => `${row.branchCode} ${row.branchName}`,
        canDelete: (row) => row.branchCode !== HEAD_OFFICE_BRANCH_CODE,
      }),
    ],
    [t, actions],
  );
}
