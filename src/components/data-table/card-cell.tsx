import type { GridRenderCellParams, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode, RefObject } from 'react';
import type { TableColumn } from './table-column';

// What a phone's card shows for one column: the column's own renderCell, else its formatted value,
// computed the way the grid does — without the grid, whose API the card does not have.

type Loose = (value: unknown, row: unknown, column: unknown, apiRef: unknown) => unknown;
/** No grid here: a getter or formatter that reads the API gets an empty ref (none does). */
const NO_GRID: RefObject<null> = { current: null };

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function cardCell<Row extends GridValidRowModel>(
  column: TableColumn<Row>,
  row: Row,
  id: GridRowId,
): ReactNode {
  const raw: unknown = row[column.field];
  const value = column.valueGetter ? (column.valueGetter as Loose)(raw, row, column, NO_GRID) : raw;
  const formatted = column.valueFormatter
    ? (column.valueFormatter as Loose)(value, row, column, NO_GRID)
    : value;
  if (column.renderCell) {
    const params = { row, value, formattedValue: formatted, field: column.field, id, colDef: column };
    return column.renderCell(params as unknown as GridRenderCellParams<Row>);
  }
  return text(formatted);
}
