import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface LayoutFrameProps {
  /** `data-layout`, a build marker: tests/build checks which bundles it ships in. */
  layout: string;
  children: ReactNode;
}

/** A layout's full-height column: the skip link first, then the header, content and footer. */
export function LayoutFrame({ layout, children }: LayoutFrameProps) {
  return (
    <Box data-layout={layout} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {children}
    </Box>
  );
}

interface MainContentProps {
  /** Lay the content out as a column (e.g. to centre it, or to stretch a page's last block). */
  column?: boolean;
  /** Room for the fixed header and menu. */
  sx: SystemStyleObject<Theme>;
  children: ReactNode;
}

/** The page's `<main>`, filling the height left: the skip link's target (without a focus ring). */
export function MainContent({ column = false, sx, children }: MainContentProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        flexGrow: 1,
        ...(column && { display: 'flex', flexDirection: 'column' }),
        outline: 'none',
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}
