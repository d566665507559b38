import { getString, setString } from 'src/lib/storage';

const RELOADED_AT_KEY = 'vite-preload-reloaded-at';
/** A second failure this soon after our reload is not a stale deployment: stop reloading. */
const RELOAD_GUARD_MS = 60_000;

/**
 * After a new deployment, an open tab may ask for page chunks that no longer exist. Vite then
 * fires `vite:preloadError`; instead of leaving a blank screen, reload once to get the new
 * index.html. The sessionStorage guard prevents a reload loop when the chunk is really broken:
 * the error is then rethrown and the route error page shows.
 */
export function installPreloadErrorRecovery(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // Offline, a reload cannot fetch a newer index.html and would only lose what is on screen
    // (a filled form): the failure goes on as an error instead (an API call shows the banner).
    if ((target.navigator as Navigator | undefined)?.onLine === false) return;
    const reloadedAt = Number(getString(RELOADED_AT_KEY, 'session') ?? 0);
    if (Date.now() - reloadedAt < RELOAD_GUARD_MS) return;
    setString(RELOADED_AT_KEY, String(Date.now()), 'session');
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
