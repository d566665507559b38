import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SettingsDrawer } from 'src/components/settings-drawer';
import { LAYOUT } from 'src/config/constants';
import { ErrorBanner } from 'src/providers/error-banner';
import { useSettingsContext } from 'src/providers/settings';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/skip-link';
import { DashboardHeader } from './dashboard-header';
import { useDashboardNavItems } from './nav-config';
import { DashboardNavHorizontal, NAV_HORIZONTAL_HEIGHT } from './nav-horizontal';
import { DashboardNavMobile } from './nav-mobile';
import { DashboardNavSide } from './nav-side';

const NAV_WIDTH = { vertical: LAYOUT.navVertical, mini: LAYOUT.navMini, horizontal: 0 } as const;

/** The back-office frame: menu (vertical 280 / mini 88 / horizontal, from settings) + header. */
export function DashboardLayout() {
  const { themeLayout, themeStretch } = useSettingsContext();
  const items = useDashboardNavItems();
  const { pathname } = useLocation();
  const drawerId = useId();
  // Open only on the page it was opened on, so navigating closes it without an effect.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const navWidth = NAV_WIDTH[themeLayout];
  const isHorizontal = themeLayout === 'horizontal';

  return (
    // `data-layout` is a build marker: tests/build checks it never ships in the public bundle.
    <Box data-layout="layout-dashboard" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <DashboardHeader
        navWidth={navWidth}
        drawerId={drawerId}
        drawerOpen={drawerOpenOn === pathname}
        onOpenDrawer={() => setDrawerOpenOn(pathname)}
      />
      {isHorizontal ? (
        <DashboardNavHorizontal items={items} />
      ) : (
        <DashboardNavSide items={items} width={navWidth} mini={themeLayout === 'mini'} />
      )}
      <DashboardNavMobile
        items={items}
        id={drawerId}
        openOn={drawerOpenOn}
        onClose={() => setDrawerOpenOn(null)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          outline: 'none',
          pl: { lg: `${navWidth}px` },
          pt: {
            xs: `${LAYOUT.headerMobile + 16}px`,
            lg: `${LAYOUT.headerDesktop + (isHorizontal ? NAV_HORIZONTAL_HEIGHT : 0) + 24}px`,
          },
          pb: 8,
        }}
      >
        <Container maxWidth={themeStretch ? false : 'lg'}>
          <ErrorBanner />
          <Outlet />
        </Container>
      </Box>
      <SettingsDrawer />
    </Box>
  );
}
