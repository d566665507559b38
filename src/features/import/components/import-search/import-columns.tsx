import type { CustomerUpload } from 'contract/customer-upload';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn,
  rowActionsColumn,
  statusColumn,
  type RowActions,
  type TableColumn,
} from 'src/components/data-table';

/** The import table's columns (spec §2 "Data import"); `field` doubles as the API's sortBy. */
export function useImportColumns(
  actions: Pick<RowActions<CustomerUpload>, 'onView'>,
): TableColumn<CustomerUpload>[] {
  const { t } = useTranslation('import');
  const { onView } = actions;
  return useMemo(() => {
    const fileOf = (row: CustomerUpload) => row.fileName ?? t('directEntry');
    return [
      { field: 'uploadId', headerName: t('uploadId'), minWidth: 90 },
      dateTimeColumn<CustomerUpload>({ field: 'uploadDtm', headerName: t('uploadDtm') }),
      { field: 'companyName', headerName: t('companyName'), minWidth: 200, flex: 1 },
      { field: 'taxId', headerName: t('taxId'), minWidth: 150, sortable: false },
      { field: 'branchCode', headerName: t('branchCode'), minWidth: 100 },
      {
        field: 'fileName',
        headerName: t('fileName'),
        minWidth: 180,
        flex: 1,
        valueGetter: (_value: unknown, row: CustomerUpload) => fileOf(row),
        exportValue: fileOf,
      },
      { field: 'totalRows', headerName: t('totalRows'), minWidth: 100, type: 'number' },
      { field: 'errorRows', headerName: t('errorRows'), minWidth: 100, type: 'number' },
      statusColumn<CustomerUpload>(t, { field: 'status', headerName: t('status') }),
      rowActionsColumn<CustomerUpload>(t, {
        rowLabel: (row) => `${row.uploadId} ${fileOf(row)}`,
        onView,
      }),
    ];
  }, [t, onView]);
}
