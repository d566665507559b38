import type { GridValidRowModel } from '@mui/x-data-grid';
import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { RowActions, TableColumn } from 'src/components/data-table';
import { Iconify } from 'src/components/iconify';

/**
 * The shared view / edit / delete buttons of a row (like rowActionsColumn of the data table),
 * with a per-row say on delete: the head office (00000) goes only with its customer, and a
 * customer admin cannot delete their own account — a button the server would refuse is not shown.
 */
export function rowActionsColumn<Row extends GridValidRowModel>(
  t: TFunction,
  { rowLabel, onView, onEdit, onDelete, canDelete }: RowActions<Row> & { canDelete?: (row: Row) => boolean },
): TableColumn<Row> {
  const count = [onView, onEdit, onDelete].filter(Boolean).length;
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('list:table.actions'),
    width: Math.max(72, count * 44 + 16),
    exportable: false,
    renderCell: (params) => {
      const row = params.row;
      const name = rowLabel(row);
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
          {onDelete && (canDelete?.(row) ?? true) && (
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
}
