import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from 'src/components/merge-sx';
import type { ReactNode } from 'react';
import { LAYOUT } from 'src/config/constants';
import { useOffsetTop } from './use-offset-top';

interface HeaderShellProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The fixed top bar shared by the public and compact layouts: 64 high on phones, 80 on desktop;
 * past 80 px of scroll it turns "offset" (spec §4): desktop offset height, blurred background
 * and a hairline shadow so the content scrolling under it stays readable.
 *
 * It is a plain <header> with the styles of a fixed, transparent, flat MUI AppBar + Toolbar:
 * AppBar brings Paper and its slot machinery (~2.5 KB gzip) onto every public first screen for
 * nothing it draws here.
 */
export function HeaderShell({ children, sx }: HeaderShellProps) {
  const offset = useOffsetTop(LAYOUT.offsetTrigger);
  return (
    <Box
      component="header"
      data-offset={offset}
      sx={mergeSx(
        (theme) => ({
          // What AppBar position="fixed" color="transparent" elevation={0} draws.
          position: 'fixed',
          top: 0,
          right: 0,
          left: 'auto',
          zIndex: theme.zIndex.appBar,
          display: 'flex',
          flexDirection: 'column',
          flexShrink: 0,
          width: '100%',
          boxSizing: 'border-box',
          '@media print': { position: 'absolute' },
          color: 'text.primary',
          backgroundColor: 'transparent',
          transition: theme.transitions.create(['background-color', 'box-shadow', 'height']),
          ...(offset && {
            backgroundColor: alpha(theme.palette.background.default, 0.8),
            backdropFilter: 'blur(6px)',
            WebkitBackdropFilter: 'blur(6px)',
            boxShadow: `0 1px 0 ${theme.palette.divider}`,
          }),
        }),
        sx,
      )}
    >
      <Box
        sx={(theme) => ({
          // Toolbar's row, with this header's own heights and gutters.
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: { xs: LAYOUT.headerMobile, lg: offset ? LAYOUT.headerDesktopOffset : LAYOUT.headerDesktop },
          transition: theme.transitions.create('height'),
          px: { xs: 2, sm: 3, lg: 5 },
        })}
      >
        {children}
      </Box>
    </Box>
  );
}
