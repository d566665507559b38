import type { CustomerUpload } from 'contract/customer-upload';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  dateTimeColumn,
  statusColumn,
  textColumn,
  type RowActionItem,
  type TableColumn,
} from 'src/components/data-table';

export interface ImportRowActions {
  onView: (row: CustomerUpload) => void;
  /** Offered on the rows whose `actions` hold CANCEL (the server's rule). */
  onCancel: (row: CustomerUpload) => void;
}

/** The import table's columns (spec §2 "Data import"); `field` doubles as the API's sortBy. */
export function useImportColumns({ onView, onCancel }: ImportRowActions): TableColumn<CustomerUpload>[] {
  const { t } = useTranslation('import');
  return useMemo(() => {
    const fileOf = (row: CustomerUpload) => row.fileName ?? t('directEntry');
    return [
      { field: 'uploadId', headerName: t('uploadId'), minWidth: 90 },
      dateTimeColumn<CustomerUpload>({ field: 'uploadDtm', headerName: t('uploadDtm') }),
      { field: 'companyName', headerName: t('companyName'), minWidth: 200, flex: 1 },
      { field: 'taxId', headerName: t('taxId'), minWidth: 150, sortable: false },
      { field: 'branchCode', headerName: t('branchCode'), minWidth: 100 },
      textColumn<CustomerUpload>({
        field: 'fileName',
        headerName: t('fileName'),
        minWidth: 180,
        flex: 1,
        text: fileOf,
      }),
      { field: 'totalRows', headerName: t('totalRows'), minWidth: 100, type: 'number' },
      { field: 'errorRows', headerName: t('errorRows'), minWidth: 100, type: 'number' },
      statusColumn<CustomerUpload>(t, { field: 'status', headerName: t('status') }),
      actionsColumn<CustomerUpload>(t, {
        openRow: onView,
        count: 2,
        actions: (row) => {
          const name = `${row.uploadId} ${fileOf(row)}`;
          const items: RowActionItem[] = [
            { icon: 'ri:eye-line', label: t('list:rowAction.view', { name }), onClick: () => onView(row) },
          ];
          if (row.actions.includes('CANCEL'))
            items.push({
              icon: 'ri:forbid-line',
              label: t('actions.cancelRow', { name }),
              onClick: () => onCancel(row),
            });
          return items;
        },
      }),
    ];
  }, [t, onView, onCancel]);
}
