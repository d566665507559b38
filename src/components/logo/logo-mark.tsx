import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from 'src/components/merge-sx';

interface LogoMarkProps {
  size?: number;
  sx?: SxProps<Theme>;
}

/** The brand mark alone (decorative: the text or the link around it names it). */
export function LogoMark({ size = 40, sx }: LogoMarkProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      aria-hidden
      focusable="false"
      sx={mergeSx({ width: size, height: size, flexShrink: 0, color: 'primary.main' }, sx)}
    >
      <rect width="40" height="40" rx="11" fill="currentColor" />
      {/* A running track bending into a forward arrow: movement and progress. */}
      <path
        d="M11 27.5c3.2-9.6 9.6-14.4 18.5-15M23.5 8.5l5.5 4-4 5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="13" cy="14" r="3" fill="#fff" />
    </Box>
  );
}
