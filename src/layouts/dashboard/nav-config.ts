import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItemData } from 'src/components/nav-section';
import { paths } from 'src/config/paths';

/**
 * The static back-office menu. The menus fetched from the API (GET /api/v1/menus/listAllMenu)
 * replace this list in a later issue; the nav components already take any such list.
 */
export function useDashboardNavItems(): NavItemData[] {
  const { t } = useTranslation('layout');
  return useMemo(
    () => [{ title: t('dashboardNav.dashboard'), path: paths.dashboard, icon: 'ri:dashboard-line' }],
    [t],
  );
}
