import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { RefObject } from 'react';
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
  /**
   * What a click on the row (or Enter on it) does: the row-actions column sets it to its view
   * (else edit) button, so every list opens its record the same way.
   */
  openRow?: (row: Row) => void;
};

type Loose = (value: unknown, row: unknown, column: unknown, apiRef: unknown) => unknown;
/** No grid here: a getter that reads the grid's API gets an empty ref (none does). */
const NO_GRID: RefObject<null> = { current: null };

/**
 * A column's value for a row, as the grid computes it: the row's `field`, through the column's
 * `valueGetter` when it has one (a `data.X` field is no property of the row, only its getter
 * knows where the value is).
 */
export function columnValue<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row): unknown {
  const raw: unknown = row[column.field];
  return column.valueGetter ? (column.valueGetter as Loose)(raw, row, column, NO_GRID) : raw;
}

/** A column's value formatted the way the grid shows it (`valueFormatter`), without the grid. */
export function formattedColumnValue<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
  row: Row,
  value: unknown,
): unknown {
  return column.valueFormatter ? (column.valueFormatter as Loose)(value, row, column, NO_GRID) : value;
}

/** The CSV cell of a column without `exportValue`: its value as the grid gets it. */
export function defaultExportValue<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
  row: Row,
): CsvValue {
  const value = columnValue(column, row);
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
