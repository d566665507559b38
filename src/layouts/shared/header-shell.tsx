import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
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
 */
export function HeaderShell({ children, sx }: HeaderShellProps) {
  const offset = useOffsetTop(LAYOUT.offsetTrigger);
  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="transparent"
      data-offset={offset}
      sx={mergeSx(
        (theme) => ({
          color: 'text.primary',
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
      <Toolbar
        sx={(theme) => ({
          gap: 1,
          height: { xs: LAYOUT.headerMobile, lg: offset ? LAYOUT.headerDesktopOffset : LAYOUT.headerDesktop },
          transition: theme.transitions.create('height'),
          px: { xs: 2, sm: 3, lg: 5 },
        })}
      >
        {children}
      </Toolbar>
    </AppBar>
  );
}
