import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is the server's HTML (server rendering, and hydration), true once the
 * app runs it. A control that would act before then — a form's submit button, which would send
 * the browser's own GET — waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
