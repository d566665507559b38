import { Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { LoadingScreen } from 'src/components/loading-screen';

/** `location`: the public site's server renderer only (src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  return (
    <AppProviders>
      <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
        <AppRouter location={location} />
      </Suspense>
    </AppProviders>
  );
}
