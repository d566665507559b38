import { isValidElement, lazy, Suspense } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';
import { PageShown } from './page-shown';

/** Each lazy page's element with its chunk's import (preloadLazyPages). */
const imports = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A page loaded on demand (spec §2, §7): its code is a separate chunk, and the loading screen
 * shows until it arrives. Each page gets its own Suspense boundary so the fallback appears on
 * client-side navigation too.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  const element = (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
      {/* The public site's pages only (src/lib/page-shown): the back-office hydrates nothing. */}
      {import.meta.env.VITE_MODULE === 'public' && <PageShown />}
    </Suspense>
  );
  // The public site never preloads (it hydrates the server's HTML): its build folds this away.
  if (import.meta.env.VITE_MODULE !== 'public') imports.set(element, load);
  return element;
}

/**
 * Starts the chunks of the lazy pages among `elements` (a route branch: layout, outlet, screen)
 * side by side. Rendered, each would start its own only once the one around it had arrived: a
 * page opened at its address waited for four chunks one after the other. A chunk that fails here
 * fails again where it is rendered, which shows the error.
 */
export function preloadLazyPages(elements: Iterable<ReactNode>): void {
  for (const element of elements) {
    const load = isValidElement(element) ? imports.get(element) : undefined;
    load?.().catch(() => undefined);
  }
}
