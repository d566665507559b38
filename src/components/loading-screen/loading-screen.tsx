import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from 'src/components/merge-sx';
import { useTranslation } from 'react-i18next';
import { LogoMark } from 'src/components/logo/logo-mark';

const breathe = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.88); opacity: 0.85; }
`;

const pulseInner = keyframes`
  0% { transform: scale(1) rotate(0deg); opacity: 1; border-radius: 25%; }
  50% { transform: scale(1.2) rotate(270deg); opacity: 0.25; border-radius: 50%; }
  100% { transform: scale(1) rotate(0deg); opacity: 1; border-radius: 25%; }
`;

const pulseOuter = keyframes`
  0% { transform: scale(1.2) rotate(270deg); opacity: 0.25; border-radius: 25%; }
  50% { transform: scale(1) rotate(0deg); opacity: 1; border-radius: 50%; }
  100% { transform: scale(1.2) rotate(270deg); opacity: 0.25; border-radius: 25%; }
`;

// Motion is decoration only: people who ask the system for less motion get a still logo.
const reducedMotion = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } };

const shapeSx = (theme: Theme, size: number, border: number) => ({
  position: 'absolute',
  width: size,
  height: size,
  border: `solid ${border}px ${alpha(theme.palette.primary.main, 0.32)}`,
});

interface LoadingScreenProps {
  sx?: SxProps<Theme>;
}

/** Shown while a lazy page loads: the logo with two pulsing bordered shapes (spec §2). */
export function LoadingScreen({ sx }: LoadingScreenProps) {
  const { t } = useTranslation('layout');
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={mergeSx(
        {
          flexGrow: 1,
          minHeight: 240,
          width: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        sx,
      )}
    >
      <Box sx={{ position: 'relative', width: 120, height: 120, display: 'grid', placeItems: 'center' }}>
        <LogoMark size={56} sx={{ animation: `${breathe} 2s ease-in-out infinite`, ...reducedMotion }} />
        <Box
          sx={(theme) => ({
            ...shapeSx(theme, 100, 3),
            animation: `${pulseInner} 3.2s linear infinite`,
            ...reducedMotion,
          })}
        />
        <Box
          sx={(theme) => ({
            ...shapeSx(theme, 120, 8),
            animation: `${pulseOuter} 3.2s linear infinite`,
            ...reducedMotion,
          })}
        />
      </Box>
    </Box>
  );
}
