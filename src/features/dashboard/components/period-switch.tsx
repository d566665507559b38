import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from './period';

/**
 * The stretch of issue dates the documents cover: twelve months, this year, last year. Toggle
 * buttons (aria-pressed) in a labelled group.
 */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box role="group" aria-label={t('period.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {PERIODS.map((period) => (
        <Button
          key={period}
          size="small"
          variant={period === value ? 'contained' : 'outlined'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`period.${period}`)}
        </Button>
      ))}
    </Box>
  );
}
