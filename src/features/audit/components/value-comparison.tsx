import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useAuditTexts } from './audit-texts';
import { compareValues } from './value-diff';

const EMPTY = '—';

const cell = {
  px: 1.5,
  py: 1,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: 1,
  borderColor: 'divider',
};

/**
 * The values before and after a change, side by side: one row per field, the changed ones marked
 * (a tinted row, a bar and the word — never the colour alone). A switch narrows the table to the
 * changed fields. A plain table with a caption and header cells, in a region that scrolls on a
 * narrow screen and can take the focus to do so.
 */
export function ValueComparison({ before, after }: { before: unknown; after: unknown }) {
  const texts = useAuditTexts();
  const { t } = texts;
  const rows = useMemo(() => compareValues(before, after), [before, after]);
  const changedCount = rows.filter((row) => row.changed).length;
  const [onlyChanged, setOnlyChanged] = useState(false);
  const captionId = useId();
  const shown = onlyChanged ? rows.filter((row) => row.changed) : rows;

  if (rows.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('entry.noValues')}</Typography>;
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={captionId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('entry.values', { count: changedCount })}
        </Typography>
        {changedCount > 0 && changedCount < rows.length && (
          <FormControlLabel
            control={<Switch checked={onlyChanged} onChange={(_event, checked) => setOnlyChanged(checked)} />}
            label={t('entry.onlyChanged')}
          />
        )}
      </Box>
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        sx={{ overflowX: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
      >
        <Box
          component="table"
          aria-labelledby={captionId}
          sx={{ width: 1, minWidth: 520, borderCollapse: 'collapse', typography: 'body2' }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, width: '28%' }}>
                {t('entry.field')}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, width: '36%' }}>
                {t('entry.before')}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, width: '36%' }}>
                {t('entry.after')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Box
                component="tr"
                key={row.path}
                data-changed={row.changed || undefined}
                sx={row.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14) } : undefined}
              >
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    ...cell,
                    fontWeight: row.changed ? 600 : 400,
                    borderLeft: 4,
                    borderLeftColor: row.changed ? 'warning.main' : 'transparent',
                  }}
                >
                  {texts.field(row.path)}
                  {row.changed && (
                    <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                      {t('entry.changed')}
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={{ ...cell, wordBreak: 'break-word' }}>
                  {texts.value(row.before) || EMPTY}
                </Box>
                <Box component="td" sx={{ ...cell, wordBreak: 'break-word' }}>
                  {texts.value(row.after) || EMPTY}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
