import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { CalendarIcon } from 'src/components/inline-icons/icons/calendar';
import { MedalIcon } from 'src/components/inline-icons/icons/medal';
import { RunIcon } from 'src/components/inline-icons/icons/run';
import { TrophyIcon } from 'src/components/inline-icons/icons/trophy';
import type { InlineIcon } from 'src/components/inline-icons';

const BADGES: { name: string; Icon: InlineIcon; top: string; left: string }[] = [
  { name: 'run', Icon: RunIcon, top: '6%', left: '12%' },
  { name: 'medal', Icon: MedalIcon, top: '62%', left: '4%' },
  { name: 'trophy', Icon: TrophyIcon, top: '18%', left: '74%' },
  { name: 'calendar', Icon: CalendarIcon, top: '70%', left: '68%' },
];

/** Decorative artwork of the hero (CSS only: no image request on the first screen). */
export function HeroArt() {
  return (
    <Box aria-hidden sx={{ position: 'relative', width: 360, height: 320 }}>
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '12% 14%',
          borderRadius: '40% 60% 55% 45% / 50% 45% 55% 50%',
          background: `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
          opacity: 0.9,
        })}
      />
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '26% 30%',
          borderRadius: '50%',
          border: `10px solid ${alpha(theme.palette.common.white, 0.7)}`,
        })}
      />
      {BADGES.map(({ name, Icon, top, left }) => (
        <Box
          key={name}
          sx={(theme) => ({
            position: 'absolute',
            top,
            left,
            width: 64,
            height: 64,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'background.paper',
            boxShadow: theme.shadows[8],
          })}
        >
          <Icon width={32} />
        </Box>
      ))}
    </Box>
  );
}
