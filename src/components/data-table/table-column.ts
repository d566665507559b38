import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { IconName } from 'src/components/iconify';
import type { CsvValue } from 'src/components/csv-export/csv';

/** One button of a row (view, edit, delete, download …), drawn by the grid and by a phone's card. */
export interface RowActionItem {
  icon: IconName;
  /** The accessible name, naming the row: the action and the row ("View 10 Bangkok"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A results-table column: an MUI X column plus what the CSV export writes for it and how a
 * phone's card shows it. `field` is the row property and, for sortable columns, the API's
 * `sortBy` name. `renderCell` also draws the value on a card, given `{ row, value,
 * formattedValue, field, id }` only (no grid API): render from the row.
 */
export type TableColumn<Row extends GridValidRowModel> = GridColDef<Row> & {
  /** The CSV cell; by default the row's value of `field`. */
  exportValue?: (row: Row) => CsvValue;
  /** false leaves the column out of the CSV (row actions always are). */
  exportable?: boolean;
  /**
   * On a phone's card (below `sm`): 'title' heads the card (by default the first column),
   * 'hidden' leaves the column out; by default it is a labelled line of the card.
   */
  card?: 'title' | 'hidden';
  /** A row-actions column's buttons, for the card (`actionsColumn` sets it with renderCell). */
  rowActions?: (row: Row) => RowActionItem[];
};

export function defaultExportValue<Row extends GridValidRowModel>(row: Row, field: string): CsvValue {
  const value: unknown = row[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
