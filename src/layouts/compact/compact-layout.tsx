import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Logo } from 'src/components/logo';
import { LAYOUT } from 'src/config/constants';
import { paths } from 'src/config/paths';
import { useAppLocation } from 'src/lib/navigation';
import { ErrorBanner } from 'src/providers/error-banner';
import { HeaderShell } from '../shared/header-shell';
import { LanguageToggle } from '../shared/language-toggle';
import { LayoutFrame, MainContent } from '../shared/layout-frame';
import { ThemeModeButton } from '../shared/theme-mode-button';

interface CompactLayoutProps {
  /** The public site passes its footer (spec §2: footer on every page); back-office passes none. */
  footer?: ReactNode;
  /** Thai / English in the header: the back-office's signed-out pages (sign-in, passwords). */
  languageSwitch?: boolean;
  /** The page (a route tree passes <Outlet />). */
  children: ReactNode;
}

/** Error pages and sign-in: a simple header and one centred column. */
export function CompactLayout({ footer, languageSwitch = false, children }: CompactLayoutProps) {
  const { pathname } = useAppLocation();
  return (
    <LayoutFrame layout="layout-compact">
      <HeaderShell>
        {pathname !== paths.login && <Logo />}
        <Box sx={{ flexGrow: 1 }} />
        {languageSwitch && <LanguageToggle />}
        <ThemeModeButton />
      </HeaderShell>
      <MainContent
        column
        sx={{
          pt: { xs: `${LAYOUT.headerMobile}px`, lg: `${LAYOUT.headerDesktop}px` },
        }}
      >
        <ErrorBanner />
        {/* MUI's Container (maxWidth sm) drawn on Box: its module stays off the sign-in page. */}
        <Box
          sx={{
            width: 1,
            maxWidth: { sm: 'sm' },
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            textAlign: 'center',
            py: { xs: 6, md: 10 },
          }}
        >
          {children}
        </Box>
      </MainContent>
      {footer}
    </LayoutFrame>
  );
}
