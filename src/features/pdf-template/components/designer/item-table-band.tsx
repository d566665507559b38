import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DesignerBox } from './designer-box';
import type { Size } from './geometry';
import type { ItemTable } from './layout';
import { tableBox } from './layout-edits';

export interface ItemTableBandProps {
  table: ItemTable;
  page: Size;
  scale: number;
  selected: boolean;
  helpId: string;
  elementRef: (element: HTMLElement | null) => void;
  onSelect: () => void;
  onMove: (dx: number, dy: number) => void;
  onResize: (dw: number, dh: number) => void;
  onRemove: () => void;
}

/**
 * The item table: a band of rowsPerPage rows of rowHeight, moved and resized like a field
 * (its height in whole rows). The ITEM_* fields sit in its first row; the canvas draws their
 * sample values in the rows below.
 */
export function ItemTableBand({ table, ...box }: ItemTableBandProps) {
  const { t } = useTranslation('pdf-template');
  const rowPixels = table.rowHeight * box.scale;
  return (
    <DesignerBox
      {...box}
      box={tableBox(table)}
      below
      rowStep={table.rowHeight}
      roleDescription={t('designer.table.role')}
      name={t('designer.table.name', {
        rows: table.rowsPerPage,
        rowHeight: table.rowHeight,
        x: table.x,
        y: table.y,
        width: table.width,
      })}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          bottom: '100%',
          px: 0.5,
          fontSize: '0.6875rem',
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          pointerEvents: 'none',
        }}
      >
        {t('designer.table.title')}
      </Box>
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          // One line under each row.
          backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${rowPixels - 1}px, ${theme.palette.primary.light} ${rowPixels - 1}px, ${theme.palette.primary.light} ${rowPixels}px)`,
        })}
      />
    </DesignerBox>
  );
}
