import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { lastUpdateColumns, statusColumn, type TableColumn } from 'src/components/data-table';

/** status, lastUpdateDtm, lastUpdateBy: the last columns of every master-data table. */
export function recordColumns<Row extends GridValidRowModel>(t: TFunction): TableColumn<Row>[] {
  return [
    statusColumn<Row>(t, { headerName: t('master-data:common.status') }),
    ...lastUpdateColumns<Row>(t, 'master-data:common.'),
  ];
}
