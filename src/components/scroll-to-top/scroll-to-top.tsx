import { useEffect, useRef } from 'react';
import { useAppLocation } from 'src/lib/navigation';

/**
 * Every route change starts at the top of the page (spec §2). Renders nothing. Not the first
 * route: there the browser decides (a #fragment, a reload's restored position), and on the
 * public site the visitor may already have scrolled the server's HTML before the app started.
 */
export function ScrollToTop() {
  const { pathname } = useAppLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
