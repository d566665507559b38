import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

/** A form whose parts stack in a column, `gap` apart; the app checks the fields, not the browser. */
export function ColumnForm({
  onSubmit,
  gap,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  gap: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap }}
    >
      {children}
    </Box>
  );
}
