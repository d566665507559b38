import { lazy, Suspense } from 'react';

const MainFooter = lazy(() => import('./main-footer').then((module) => ({ default: module.MainFooter })));

/**
 * The footer in a chunk of its own: it is below the first screen on every page, and its code
 * (three social icons, the texts' layout: ~1.3 KB gzip) kept the public first load over its
 * 150 KB bar once that load came in parts (build/first-load-chunk.ts). On a server-rendered page
 * its HTML is there from the start; React hydrates it when its chunk has come, in a task of its
 * own. Rendered by the browser, it shows once its chunk is there (nothing above it moves).
 */
export function LazyMainFooter() {
  return (
    <Suspense fallback={null}>
      <MainFooter />
    </Suspense>
  );
}
