import { LoadedPage, type TrackedImport } from './loaded-page';
import { backOfficePaths } from 'src/config/back-office-paths';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';

// The pages of the back-office a signed-out user sees, each a lazy chunk: the routes of the
// back-office's first load (./routes/signed-out-routes).

const LOADERS = {
  login: () => import('src/features/auth/routes/login-page'),
  forgotPassword: () => import('src/features/account/routes/forgot-password-page'),
  changePassword: () => import('src/features/account/routes/forced-password-change-page'),
  page403: () => import('src/features/errors/routes/forbidden-page'),
  page404: () => import('src/features/errors/routes/not-found-page'),
  page500: () => import('src/features/errors/routes/server-error-page'),
};

export type SignedOutPage = keyof typeof LOADERS;

const imports = new Map<SignedOutPage, TrackedImport>();

/**
 * Starts (once) the import of a page's chunk. The back-office starts the page of the address it
 * opens with before its first render (./back-office-app): the server has named the chunk in the
 * HTML already, so the page is there for the first render — no loading screen painted first.
 */
export function loadSignedOutPage(page: SignedOutPage): TrackedImport {
  let loading = imports.get(page);
  if (!loading) {
    const started: TrackedImport = LOADERS[page]();
    started.status = 'pending';
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    imports.set(page, started);
    loading = started;
  }
  return loading;
}

/** The page's element: the loading screen until its chunk has arrived, as lazyPage shows. */
export function signedOutPage(page: SignedOutPage) {
  return <LoadedPage load={() => loadSignedOutPage(page)} />;
}

/** Each page's path; the sign-in pages are shown in the layout with the language switch, the error pages without. */
export const SIGNED_OUT_PAGES: Record<SignedOutPage, { path: string; languageSwitch: boolean }> = {
  login: { path: paths.login, languageSwitch: true },
  forgotPassword: { path: backOfficePaths.forgotPassword, languageSwitch: true },
  changePassword: { path: backOfficePaths.changePassword, languageSwitch: true },
  page403: { path: paths.page403, languageSwitch: false },
  page404: { path: paths.page404, languageSwitch: false },
  page500: { path: paths.page500, languageSwitch: false },
};

/** The in-app path of an address: /admin/login/ → /login. */
function inAppPath(pathname: string): string {
  const base = env.basePath.replace(/\/+$/, '');
  const inApp = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return inApp.replace(/(.)\/+$/, '$1') || '/';
}

/** Starts the import of the page at `pathname`, when it is a signed-out page. */
export function preloadSignedOutPage(pathname: string): void {
  const here = inAppPath(pathname);
  const found = (Object.keys(SIGNED_OUT_PAGES) as SignedOutPage[]).find(
    (page) => SIGNED_OUT_PAGES[page].path === here,
  );
  if (found) void loadSignedOutPage(found);
}
