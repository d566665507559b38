import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATUS_TONES, STATUS_COLOURS, type StatusTone } from './status-colours';

export interface StatusLabelProps {
  status: string;
  /** The text; by default `common:status.<status>` (or the status itself when unknown). */
  label?: string;
  /** Overrides the colour chosen from the status. */
  tone?: StatusTone;
}

/** A status as a coloured label: the text carries the meaning, the colour only repeats it. */
export function StatusLabel({ status, label, tone }: StatusLabelProps) {
  const { t } = useTranslation('common');
  const { palette } = useTheme();
  const colours = STATUS_COLOURS[palette.mode][tone ?? DEFAULT_STATUS_TONES[status] ?? 'neutral'];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 0.75,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        // Never squeezed by the text beside it: a label cut to its first letters says nothing.
        flexShrink: 0,
        color: colours.text,
        bgcolor: colours.fill,
      }}
    >
      {label ?? t(`status.${status}`, { defaultValue: status })}
    </Box>
  );
}
