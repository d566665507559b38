import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { PageShown } from './page-shown';

/**
 * A page loaded on demand (spec §2, §7): its code is a separate chunk, and the loading screen
 * shows until it arrives. Each page gets its own Suspense boundary so the fallback appears on
 * client-side navigation too.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
      {/* The public site's pages only (src/lib/page-shown): the back-office hydrates nothing. */}
      {import.meta.env.VITE_MODULE === 'public' && <PageShown />}
    </Suspense>
  );
}
