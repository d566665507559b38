import Box, { type BoxProps } from '@mui/material/Box';
import { mergeSx } from 'src/components/merge-sx';

/** Equal columns from a breakpoint up: `{ xs: 1, sm: 2, lg: 4 }`. */
export type TileColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

type TileGridProps = Omit<BoxProps, 'columns' | 'component'> & {
  columns: TileColumns;
  gap?: number;
  /** A list (ul, each child an li), without bullets or indent. */
  list?: boolean;
};

const listReset = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * Tiles in equal columns (CSS grid), each child one tile, stretched to the row's height. MUI's
 * Grid would do the same with a wrapper per tile, and add its chunk to the first screen after
 * sign-in (docs/bundle-size.md).
 */
export function TileGrid({ columns, gap = 2, list = false, sx, ...rest }: TileGridProps) {
  const templates = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component={list ? 'ul' : 'div'}
      {...rest}
      sx={mergeSx({ display: 'grid', gap, gridTemplateColumns: templates, ...(list && listReset) }, sx)}
    />
  );
}
