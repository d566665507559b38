import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A record's steps as an ordered list named `label`, oldest first: one TimelineEntry each. */
export function Timeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}

/**
 * One step, marked by a line on its left (`mark`: its width and colour): a heading with its
 * labels beside it, then the details.
 */
export function TimelineEntry({
  heading,
  labels,
  mark = { width: 2, color: 'divider' },
  spacing = 0.5,
  children,
}: {
  heading: ReactNode;
  labels?: ReactNode;
  mark?: { width: number; color: string };
  spacing?: number;
  children?: ReactNode;
}) {
  return (
    <Stack component="li" spacing={spacing} sx={{ borderLeft: mark.width, borderColor: mark.color, pl: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{heading}</Typography>
        {labels}
      </Stack>
      {children}
    </Stack>
  );
}
