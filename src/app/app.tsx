import { Suspense, useEffect } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { BackOfficeApp } from './back-office-app';
import { AppRouter } from './router';
import { ShellProviders } from './shell-providers';

/** `location`: the public site's server renderer only (src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  // The app runs the page from now on (the server's HTML hydrated, or rendered anew): until
  // then a click on the server's HTML does nothing. `<html data-app-ready>` says so to the
  // end-to-end tests, which wait for it before they act (tests/e2e/public/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  // The module flag is folded at build time: each build keeps one of the two.
  return (
    <ShellProviders>
      <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
        {import.meta.env.VITE_MODULE === 'public' ? <AppRouter location={location} /> : <BackOfficeApp />}
      </Suspense>
    </ShellProviders>
  );
}
