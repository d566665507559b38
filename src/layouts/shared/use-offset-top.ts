import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window has scrolled more than `top` px (the header's "offset" state, spec §4). */
export function useOffsetTop(top: number): boolean {
  const isPastTop = useCallback(() => window.scrollY > top, [top]);
  return useSyncExternalStore(subscribeToScroll, isPastTop, () => false);
}
