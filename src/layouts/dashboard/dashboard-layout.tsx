import Container from '@mui/material/Container';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LAYOUT } from 'src/config/constants';
import { ErrorBanner } from 'src/providers/error-banner';
import { useSettingsContext } from 'src/providers/settings';
import { LayoutFrame, MainContent } from '../shared/layout-frame';
import { DashboardHeader } from './dashboard-header';
import { useDashboardNavItems } from './nav-config';
import { DashboardNavSide } from './nav-side';
import { NAV_HORIZONTAL_HEIGHT } from './nav-sizes';
import { useOnceTrue } from './use-once-true';

// Loaded on demand, not with the first screen after sign-in (docs: quality, ≤ 250 KB): the
// settings drawer (radio groups, switch, tooltips with their popper) and the phone menu drawer
// when first opened, the horizontal menu bar (with its dropdowns) for those who chose it.
const SettingsDrawer = lazy(async () => ({
  default: (await import('src/components/settings-drawer/settings-drawer')).SettingsDrawer,
}));
const DashboardNavMobile = lazy(() => import('./nav-mobile'));
const DashboardNavHorizontal = lazy(() => import('./nav-horizontal'));

const NAV_WIDTH = { vertical: LAYOUT.navVertical, mini: LAYOUT.navMini, horizontal: 0 } as const;

interface DashboardLayoutProps {
  /** The signed-in user's menu at the header's end (src/features/account). */
  accountMenu?: ReactNode;
}

/** The back-office frame: menu (vertical 280 / mini 88 / horizontal, from settings) + header. */
export function DashboardLayout({ accountMenu }: DashboardLayoutProps) {
  const { themeLayout, themeStretch, open: settingsOpen } = useSettingsContext();
  const settingsWanted = useOnceTrue(settingsOpen);
  const items = useDashboardNavItems();
  const { pathname } = useLocation();
  const drawerId = useId();
  // Open only on the page it was opened on, so navigating closes it without an effect.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerWanted = useOnceTrue(drawerOpenOn !== null);
  const navWidth = NAV_WIDTH[themeLayout];
  const isHorizontal = themeLayout === 'horizontal';

  return (
    // `data-layout` is a build marker: tests/build checks it never ships in the public bundle.
    <LayoutFrame layout="layout-dashboard">
      <DashboardHeader
        navWidth={navWidth}
        drawerId={drawerId}
        drawerOpen={drawerOpenOn === pathname}
        onOpenDrawer={() => setDrawerOpenOn(pathname)}
        accountMenu={accountMenu}
      />
      {isHorizontal ? (
        <Suspense fallback={null}>
          <DashboardNavHorizontal items={items} />
        </Suspense>
      ) : (
        <DashboardNavSide items={items} width={navWidth} mini={themeLayout === 'mini'} />
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <DashboardNavMobile
            items={items}
            id={drawerId}
            openOn={drawerOpenOn}
            onClose={() => setDrawerOpenOn(null)}
          />
        </Suspense>
      )}
      <MainContent
        sx={{
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
      </MainContent>
      {settingsWanted && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </LayoutFrame>
  );
}
