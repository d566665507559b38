import type { GridRenderCellParams, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { columnValue, formattedColumnValue, type TableColumn } from './table-column';

// What a phone's card shows for one column: the column's own renderCell, else its formatted value,
// computed the way the grid does — without the grid, whose API the card does not have.

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
  const value = columnValue(column, row);
  const formatted = formattedColumnValue(column, row, value);
  if (column.renderCell) {
    const params = { row, value, formattedValue: formatted, field: column.field, id, colDef: column };
    return column.renderCell(params as unknown as GridRenderCellParams<Row>);
  }
  return text(formatted);
}
