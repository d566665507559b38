import type { GridValidRowModel } from '@mui/x-data-grid';
import { labelColumn } from 'src/components/data-table';

// A code column shown by its name: the grid's text and the CSV's are both the name.

const names: Record<string, string> = { INV: 'Invoice', RCP: 'Receipt' };
const label = (code: string) => names[code] ?? code;

describe('labelColumn', () => {
  it('formats the cell and the CSV through label, keeping the field and the layout', () => {
    const column = labelColumn<GridValidRowModel>({
      field: 'documentType',
      headerName: 'Type',
      minWidth: 180,
      flex: 0.5,
      label,
    });
    expect(column).toMatchObject({ field: 'documentType', headerName: 'Type', minWidth: 180, flex: 0.5 });
    const format = column.valueFormatter as unknown as (value: string) => string;
    expect(format('INV')).toBe('Invoice');
    expect(column.exportValue?.({ documentType: 'RCP' })).toBe('Receipt');
    expect(column.exportValue?.({ documentType: 'OTHER' })).toBe('OTHER');
  });

  it('is 120 wide at least unless told', () => {
    expect(labelColumn({ field: 'type', headerName: 'Type', label }).minWidth).toBe(120);
  });
});
