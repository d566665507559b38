import { Outlet } from 'react-router-dom';
import { LAYOUT } from 'src/config/constants';
import { ErrorBanner } from 'src/providers/error-banner';
import { LayoutFrame, MainContent } from '../shared/layout-frame';
import { LazyMainFooter } from './lazy-main-footer';
import { MainHeader } from './main-header';

/** The public site's frame: header + menu, page content, footer (spec §2). */
export function MainLayout() {
  return (
    // `data-layout` is a build marker: tests/build checks it never ships in back-office bundles.
    <LayoutFrame layout="layout-main">
      <MainHeader />
      <MainContent
        column
        sx={{
          // The header is fixed: push the content below it (spec §2, differs by screen width).
          mt: { xs: `${LAYOUT.headerMobile}px`, lg: `${LAYOUT.headerDesktop}px` },
          // At least the screen's height: while a page's chunk loads (the loading screen), the
          // footer waits below the fold instead of showing and then jumping away (CLS 0.1–0.3).
          minHeight: {
            xs: `calc(100vh - ${LAYOUT.headerMobile}px)`,
            lg: `calc(100vh - ${LAYOUT.headerDesktop}px)`,
          },
        }}
      >
        <ErrorBanner />
        <Outlet />
      </MainContent>
      <LazyMainFooter />
    </LayoutFrame>
  );
}
