import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { recordColumns, type RowActions, type TableColumn } from 'src/components/data-table';

/** status, lastUpdateDtm, lastUpdateBy and the buttons: the last columns of every master-data table. */
export function masterRecordColumns<Row extends GridValidRowModel>(
  t: TFunction,
  actions: RowActions<Row>,
): TableColumn<Row>[] {
  const keyPrefix = 'master-data:common.';
  return recordColumns<Row>(t, { ...actions, status: { headerName: t(`${keyPrefix}status`) }, keyPrefix });
}
