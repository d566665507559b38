import { AccountMenu } from 'src/features/account';
import { DashboardLayout } from 'src/layouts/dashboard/dashboard-layout';

/**
 * The back-office frame with its account menu: the lazily loaded element of the signed-in
 * route trees (so the sign-in page never downloads the layout or the settings drawer). The
 * layout itself knows no feature; the account menu is handed to it here.
 */
export default function DashboardShell() {
  return <DashboardLayout accountMenu={<AccountMenu />} />;
}
