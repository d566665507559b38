import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of a record's page (a document's details, its lines, its preview …). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** Label → value pairs; an empty value reads as a dash. */
export type Fact = readonly [label: string, value: ReactNode];

const EMPTY = '—';

/**
 * Facts as a description list: labels on the left (above on a phone), values on the right. The
 * document and import pages show their records with it; a list's card on a phone too, with a
 * narrow `labelWidth` that keeps labels beside their values even there.
 */
export function FactList({ facts, labelWidth }: { facts: readonly Fact[]; labelWidth?: string }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: labelWidth ? `${labelWidth} minmax(0, 1fr)` : { xs: '1fr', sm: '220px 1fr' },
        columnGap: labelWidth ? 1.5 : 2,
        rowGap: labelWidth ? 0.5 : 1,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? EMPTY : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
