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
  useEffect(() => {
    if (loading.status !== 'pending') return;
    let current = true;
    const show = () => current && setArrived((count) => count + 1);
    loading.then(show, show);
    return () => {
      current = false;
    };
  }, [loading]);
  if (loading.status === 'rejected') throw loading.reason;
  if (loading.status === 'fulfilled' && loading.value) {
    const Page = loading.value.default;
    return <Page />;
  }
  return <LoadingScreen />;
}
