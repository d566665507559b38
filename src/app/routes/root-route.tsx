import Box from '@mui/material/Box';
import { Outlet, useRouteError } from 'react-router-dom';
import { ScrollToTop } from 'src/components/scroll-to-top';
import ServerErrorPage from 'src/features/errors/routes/server-error-page';

/** Wraps every route tree: each route change starts at the top (spec §2). */
export function RootRoute() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** What a route tree shows instead of a page that failed to render: the 500 page, full screen. */
export function RootErrorView() {
  return (
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
  );
}

/**
 * A render error in any page (or a page chunk that still fails after the one reload of
 * preload-error-recovery) ends here instead of a blank screen (the data routers' errorElement;
 * the public site's declarative router has the same in ../public-router).
 */
export function RootErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <RootErrorView />;
}
