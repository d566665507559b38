import { Suspense, useEffect } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { LoadingScreen } from 'src/components/loading-screen';

/** `location`: the public site's server renderer only (src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  // The app runs the page from now on (the server's HTML hydrated, or rendered anew): until
  // then a click on the server's HTML does nothing. `<html data-app-ready>` says so to the
  // end-to-end tests, which wait for it before they act (tests/e2e/public/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProviders>
      <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
        <AppRouter location={location} />
      </Suspense>
    </AppProviders>
  );
}
