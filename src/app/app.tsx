import { Suspense } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { BackOfficeApp } from './back-office-app';
import { AppRouter } from './router';
import { ShellProviders } from './shell-providers';

/** `location`: the public site's server renderer only (src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  // The module flag is folded at build time: each build keeps one of the two.
  return (
    <ShellProviders>
      <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
        {import.meta.env.VITE_MODULE === 'public' ? <AppRouter location={location} /> : <BackOfficeApp />}
      </Suspense>
    </ShellProviders>
  );
}
