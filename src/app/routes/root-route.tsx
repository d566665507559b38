import Box from '@mui/material/Box';
import { Outlet, useRouteError } from 'react-router-dom';
import { ScrollToTop } from 'src/components/scroll-to-top';
import { RouterNavigation } from '../router-navigation';
import ServerErrorPage from 'src/features/errors/routes/server-error-page';

/**
 * Wraps every react-router tree: src/lib/navigation's place and moves for the code shared with
 * the signed-out pages, and each route change starts at the top (spec §2).
 */
export function RootRoute() {
  return (
    <RouterNavigation>
      <ScrollToTop />
      <Outlet />
    </RouterNavigation>
  );
}

/** What a route tree shows instead of a page that failed to render: the 500 page, full screen. */
export function RootErrorView() {
  return (
    <RouterNavigation>
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
          textAlign: 'center',
        }}
      >
        <ServerErrorPage />
      </Box>
    </RouterNavigation>
  );
}

/**
 * A render error in any page (or a page chunk that still fails after the one reload of
 * preload-error-recovery) ends here instead of a blank screen (the data routers' errorElement;
 * the declarative router of the public site and the signed-out pages has the same in ../light-router).
 */
export function RootErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <RootErrorView />;
}
