import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { mergeSx } from 'src/components/merge-sx';

// What MUI's <Skeleton variant="rounded" animation="pulse"> draws, on a Box: the public landing
// page and the dashboard are first loads (docs/bundle-size.md), and Skeleton's slot code is not free.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** A placeholder of the size of the content it stands for (no layout shift when it arrives). */
export function SkeletonBlock({ sx, ...rest }: BoxProps) {
  return (
    <Box
      aria-hidden
      {...rest}
      sx={mergeSx(
        (theme) => ({
          bgcolor: theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.13)' : 'rgba(0,0,0,0.11)',
          borderRadius: 1,
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
        sx,
      )}
    />
  );
}
