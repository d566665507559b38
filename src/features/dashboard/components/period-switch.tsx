import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from './period';

/** The stretch of issue dates the documents cover: twelve months, this year, last year. */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={t('period.label')}
      onChange={(_, next: Period | null) => {
        if (next) onChange(next);
      }}
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
