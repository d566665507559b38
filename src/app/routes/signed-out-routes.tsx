import { Outlet, type RouteObject } from 'react-router-dom';
import { CompactLayout } from 'src/layouts/compact';
import { PasswordChangeGuard } from '../guards/password-change-guard';
import { ToSignedIn } from '../guards/to-signed-in';
import { signedOutPage, SIGNED_OUT_PAGES, type SignedOutPage } from '../signed-out-pages';

function pageRoute(page: SignedOutPage): RouteObject {
  const element = signedOutPage(page);
  return {
    path: SIGNED_OUT_PAGES[page].path,
    element: page === 'changePassword' ? <PasswordChangeGuard>{element}</PasswordChangeGuard> : element,
  };
}

/**
 * The back-office's first load: sign-in, forgot password and the forced password change in the
 * compact layout with the language switch, the error pages in it without, and every other path
 * to ToSignedIn. The signed-in routes join them after the sign-in (../back-office-router).
 */
export function signedOutRoutes(): RouteObject[] {
  const pages = Object.keys(SIGNED_OUT_PAGES) as SignedOutPage[];
  const inLayout = (languageSwitch: boolean): RouteObject => ({
    element: (
      <CompactLayout languageSwitch={languageSwitch}>
        <Outlet />
      </CompactLayout>
    ),
    children: pages.filter((page) => SIGNED_OUT_PAGES[page].languageSwitch === languageSwitch).map(pageRoute),
  });
  return [inLayout(true), inLayout(false), { path: '*', element: <ToSignedIn /> }];
}
