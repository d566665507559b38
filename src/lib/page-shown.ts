// When the app has shown its first page: hydrated from the server's HTML, or rendered.
//
// The public site hydrates in steps: the app's shell first, then the route tree, then the page
// once its chunk has come (each behind a Suspense boundary). A click hydrates the header at once,
// and a language chosen there before the page has hydrated made the page render English over
// the server's Thai HTML: a hydration mismatch, which React repaired by throwing the page away
// (the loading screen until its chunk came) and rendering it again. So while the server's HTML
// is being hydrated, a language change waits until the page is shown.

let hydrating = false;
const waiting: (() => void)[] = [];

/** src/main.tsx, before it hydrates the server's HTML. */
export function hydrationStarts(): void {
  hydrating = true;
}

/** Called whenever a page of the public site has committed (src/components/lazy-page). */
export function markPageShown(): void {
  // `<html data-app-ready>`: the app runs the page now; the end-to-end tests wait for it before
  // they act (tests/e2e/public/fixtures.ts).
  document.documentElement.dataset.appReady = '';
  hydrating = false;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` at once, or, while the server's HTML is being hydrated, once the page is shown. */
export function afterHydration(run: () => void): void {
  // Only the public site's server sends HTML to hydrate: the back-office builds fold this away.
  if (import.meta.env.VITE_MODULE === 'public' && hydrating) waiting.push(run);
  else run();
}
