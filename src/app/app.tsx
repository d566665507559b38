import { Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { LoadingScreen } from 'src/components/loading-screen';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<LoadingScreen sx={{ minHeight: '100vh' }} />}>
        <AppRouter />
      </Suspense>
    </AppProviders>
  );
}
