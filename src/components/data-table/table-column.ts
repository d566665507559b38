import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { CsvValue } from 'src/components/csv-export/csv';

/**
 * A results-table column: an MUI X column plus what the CSV export writes for it. `field` is
 * the row property and, for sortable columns, the API's `sortBy` name.
 */
export type TableColumn<Row extends GridValidRowModel> = GridColDef<Row> & {
  /** The CSV cell; by default the row's value of `field`. */
  exportValue?: (row: Row) => CsvValue;
  /** false leaves the column out of the CSV (row actions always are). */
  exportable?: boolean;
};

export function defaultExportValue<Row extends GridValidRowModel>(row: Row, field: string): CsvValue {
  const value: unknown = row[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
