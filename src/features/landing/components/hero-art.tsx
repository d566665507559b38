import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Iconify } from 'src/components/iconify';
import type { IconName } from 'src/components/iconify';

const BADGES: { icon: IconName; top: string; left: string }[] = [
  { icon: 'ri:run-line', top: '6%', left: '12%' },
  { icon: 'ri:medal-line', top: '62%', left: '4%' },
  { icon: 'ri:trophy-line', top: '18%', left: '74%' },
  { icon: 'ri:calendar-line', top: '70%', left: '68%' },
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
      {BADGES.map(({ icon, top, left }) => (
        <Box
          key={icon}
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
          <Iconify icon={icon} width={32} />
        </Box>
      ))}
    </Box>
  );
}
