import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from 'src/components/status-label';
import type { NavBadgeCount } from './types';

/** The count beside a menu title; its accessible text says what it counts. */
export function NavBadge({ badge }: { badge: NavBadgeCount | undefined }) {
  const { t } = useTranslation('nav');
  const { palette } = useTheme();
  if (!badge?.count) return null;
  const { count, kind } = badge;
  // The status labels' error pair: its contrast is checked (≥ 4.5:1) in both modes.
  const colours = STATUS_COLOURS[palette.mode].error;
  return (
    <Box
      component="span"
      aria-label={t(kind === 'waiting' ? 'waitingCount' : 'unreadCount', { count })}
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: colours.fill,
        color: colours.text,
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
