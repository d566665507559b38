import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import { HEAD_OFFICE_BRANCH_CODE } from 'contract/customer';
import type { CustomerBranch } from 'contract/customer-branch';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, statusColumn, type RowActions, type TableColumn } from 'src/components/data-table';
import { Iconify } from 'src/components/iconify';

/**
 * The branch table's columns; `field` doubles as the API's sortBy. The actions are the shared
 * view / edit / delete buttons, except that the head office (00000) has no delete: it goes only
 * with its customer.
 */
export function useBranchColumns(
  actions: Omit<RowActions<CustomerBranch>, 'rowLabel'>,
): TableColumn<CustomerBranch>[] {
  const { t, i18n } = useTranslation('customer-branch');
  const { onView, onEdit, onDelete } = actions;
  return useMemo(() => {
    const count = [onView, onEdit, onDelete].filter(Boolean).length;
    const typeText = (row: CustomerBranch) => t(`branchType.${row.branchType}`);
    const actionsColumn: TableColumn<CustomerBranch> = {
      field: 'actions',
      type: 'actions',
      headerName: t('list:table.actions'),
      width: Math.max(72, count * 44 + 16),
      exportable: false,
      renderCell: (params) => {
        const row = params.row;
        const name = `${row.branchCode} ${row.branchName}`;
        return (
          <GridActionsCell {...params}>
            {onView && (
              <GridActionsCellItem
                icon={<Iconify icon="ri:eye-line" />}
                label={t('list:rowAction.view', { name })}
                onClick={() => onView(row)}
              />
            )}
            {onEdit && (
              <GridActionsCellItem
                icon={<Iconify icon="ri:pencil-line" />}
                label={t('list:rowAction.edit', { name })}
                onClick={() => onEdit(row)}
              />
            )}
            {onDelete && row.branchCode !== HEAD_OFFICE_BRANCH_CODE && (
              <GridActionsCellItem
                icon={<Iconify icon="ri:delete-bin-line" />}
                label={t('list:rowAction.delete', { name })}
                onClick={() => onDelete(row)}
              />
            )}
          </GridActionsCell>
        );
      },
    };
    return [
      { field: 'branchCode', headerName: t('field.branchCode'), minWidth: 110 },
      { field: 'branchName', headerName: t('field.branchName'), minWidth: 180, flex: 1 },
      {
        field: 'branchType',
        headerName: t('field.branchType'),
        minWidth: 140,
        valueFormatter: (_value, row) => typeText(row),
        exportValue: typeText,
      },
      { field: 'contactTel', headerName: t('field.contactTel'), minWidth: 130, sortable: false },
      statusColumn<CustomerBranch>(t, { headerName: t('field.status') }),
      dateTimeColumn<CustomerBranch>({ field: 'lastUpdateDtm', headerName: t('field.lastUpdateDtm') }),
      {
        field: 'lastUpdateBy',
        headerName: t('field.lastUpdateBy'),
        minWidth: 120,
        flex: 0.6,
        sortable: false,
      },
      ...(count > 0 ? [actionsColumn] : []),
    ];
    // i18n.language: dates and status texts follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, onView, onEdit, onDelete]);
}
