import { Outlet, type RouteObject } from 'react-router-dom';
import { backOfficePaths } from 'src/config/back-office-paths';
import { paths } from 'src/config/paths';
import { CompactLayout } from 'src/layouts/compact';
import { PasswordChangeGuard } from '../guards/password-change-guard';
import { signedOutPage } from '../signed-out-pages';

/**
 * The signed-out pages in the signed-in back-office's tree (sign-in, forgot password, the forced
 * password change), where a sign-out or a 401 lands without leaving that app. A fresh page load
 * shows them on the signed-out pages' own router instead (../signed-out-app).
 */
export function signedOutPageRoutes(): RouteObject {
  return {
    element: (
      <CompactLayout languageSwitch>
        <Outlet />
      </CompactLayout>
    ),
    children: [
      { path: paths.login, element: signedOutPage('login') },
      { path: backOfficePaths.forgotPassword, element: signedOutPage('forgotPassword') },
      {
        element: (
          <PasswordChangeGuard>
            <Outlet />
          </PasswordChangeGuard>
        ),
        children: [{ path: backOfficePaths.changePassword, element: signedOutPage('changePassword') }],
      },
    ],
  };
}
