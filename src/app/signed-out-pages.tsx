import { lazyPage } from 'src/components/lazy-page';
import { backOfficePaths } from 'src/config/back-office-paths';
import { env } from 'src/config/env';
import { paths } from 'src/config/paths';

// The pages of the back-office a signed-out user sees, each a lazy chunk, shared by the
// signed-out pages' router (./signed-out-app) and the signed-in tree (./routes/signed-out-routes).

const LOADERS = {
  login: () => import('src/features/auth/routes/login-page'),
  forgotPassword: () => import('src/features/account/routes/forgot-password-page'),
  changePassword: () => import('src/features/account/routes/forced-password-change-page'),
  page403: () => import('src/features/errors/routes/forbidden-page'),
  page404: () => import('src/features/errors/routes/not-found-page'),
  page500: () => import('src/features/errors/routes/server-error-page'),
};

export type SignedOutPage = keyof typeof LOADERS;

const elements = new Map<SignedOutPage, ReturnType<typeof lazyPage>>();

/** The page's element (made once: its lazy component keeps its identity). */
export function signedOutPage(page: SignedOutPage) {
  let element = elements.get(page);
  if (!element) {
    element = lazyPage(LOADERS[page]);
    elements.set(page, element);
  }
  return element;
}

/** The signed-out router's pages by path: the sign-in pages in the layout with the language switch, the error pages without. */
export const SIGNED_OUT_PAGES: Record<string, { page: SignedOutPage; languageSwitch: boolean }> = {
  [paths.login]: { page: 'login', languageSwitch: true },
  [backOfficePaths.forgotPassword]: { page: 'forgotPassword', languageSwitch: true },
  [backOfficePaths.changePassword]: { page: 'changePassword', languageSwitch: true },
  [paths.page403]: { page: 'page403', languageSwitch: false },
  [paths.page404]: { page: 'page404', languageSwitch: false },
  [paths.page500]: { page: 'page500', languageSwitch: false },
};

/** The in-app path of an address: /admin/login/ → /login. */
export function inAppPath(pathname: string): string {
  const base = env.basePath.replace(/\/+$/, '');
  const inApp = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return inApp.replace(/(.)\/+$/, '$1') || '/';
}

/** Whether a path is one of this router's pages (the back-office starts here on them). */
export function isSignedOutPath(pathname: string): boolean {
  return Object.hasOwn(SIGNED_OUT_PAGES, inAppPath(pathname));
}
