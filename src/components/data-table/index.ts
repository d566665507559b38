export {
  actionsColumn,
  actorColumn,
  customerColumn,
  dateTimeColumn,
  labelColumn,
  recordColumns,
  rowActionsColumn,
  statusColumn,
  textColumn,
} from './column-helpers';
export type { RowActions } from './column-helpers';
export { DataTable } from './data-table';
export type { DataTableProps } from './data-table';
export type { RowActionItem, TableColumn } from './table-column';
