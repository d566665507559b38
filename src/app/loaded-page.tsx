import { useEffect, useState, type ComponentType } from 'react';
import { LoadingScreen } from 'src/components/loading-screen';

/** A page's import with the status ./signed-out-pages keeps on it. */
export type TrackedImport = Promise<{ default: ComponentType }> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: { default: ComponentType };
  reason?: unknown;
};

/**
 * The page a started import brings: at once when it has arrived (the back-office starts the
 * import of the page it opens with before its first render), else the loading screen until it
 * does. A failed import throws to the error boundary, as a lazy page does.
 */
export function LoadedPage({ load }: { load: () => TrackedImport }) {
  const loading = load();
  const [, setArrived] = useState(0);
  // What this render saw: the import may arrive between the render and the effect (a busy
  // machine, a transition), and the effect must still bring the page then. `then` on a settled
  // promise still calls back, so the page never waits on a loading screen that nothing ends.
  const renderedPending = loading.status === 'pending';
  useEffect(() => {
    if (!renderedPending) return;
    let current = true;
    const show = () => current && setArrived((count) => count + 1);
    loading.then(show, show);
    return () => {
      current = false;
    };
  }, [loading, renderedPending]);
  if (loading.status === 'rejected') throw loading.reason;
  if (loading.status === 'fulfilled' && loading.value) {
    const Page = loading.value.default;
    return <Page />;
  }
  return <LoadingScreen />;
}
