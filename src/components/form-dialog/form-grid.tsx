import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The fields of a dialog: one column on phones, `columns` from sm up. */
export function FormGrid({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        pt: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
