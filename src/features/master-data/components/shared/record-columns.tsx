import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { dateTimeColumn, statusColumn, type TableColumn } from 'src/components/data-table';

/** status, lastUpdateDtm, lastUpdateBy: the last columns of every master-data table. */
export function recordColumns<Row extends GridValidRowModel>(t: TFunction): TableColumn<Row>[] {
  return [
    statusColumn<Row>(t, { headerName: t('master-data:common.status') }),
    dateTimeColumn<Row>({ field: 'lastUpdateDtm', headerName: t('master-data:common.lastUpdateDtm') }),
    { field: 'lastUpdateBy', headerName: t('master-data:common.lastUpdateBy'), minWidth: 120, flex: 0.6 },
  ];
}
