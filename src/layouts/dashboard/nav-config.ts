import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isIconName } from 'src/components/iconify';
import type { NavBadgeCount, NavItemData } from 'src/components/nav-section';
import { paths } from 'src/config/paths';
import { useMenuBadges, useMenuTree, type MenuNode } from 'src/lib/menus';

export function toNavItem(node: MenuNode, badges: Record<string, NavBadgeCount> = {}): NavItemData {
  return {
    title: node.label,
    path: node.path,
    // An icon this build does not carry is left out rather than drawn as an empty square.
    icon: isIconName(node.icon) ? node.icon : undefined,
    badge: badges[node.path],
    children: node.children.length > 0 ? node.children.map((child) => toNavItem(child, badges)) : undefined,
  };
}

const hasPath = (nodes: readonly MenuNode[], path: string): boolean =>
  nodes.some((node) => node.path === path || hasPath(node.children, path));

/**
 * The back-office menu from GET /api/v1/menus/listAllMenu (labels in the current language,
 * nested by parentCode, ordered by seq). Until it arrives — or when it cannot — the menu holds
 * the dashboard alone, which every user may open.
 */
export function useDashboardNavItems(): NavItemData[] {
  const { t } = useTranslation('nav');
  const { tree } = useMenuTree();
  const badges = useMenuBadges({
    hasTicket: tree !== undefined && hasPath(tree, '/ticket'),
    hasImports: tree !== undefined && (hasPath(tree, '/import/etax') || hasPath(tree, '/import/edoc')),
  });
  return useMemo(
    () =>
      tree
        ? tree.map((node) => toNavItem(node, badges))
        : [{ title: t('dashboard'), path: paths.dashboard, icon: 'ri:dashboard-line' }],
    [tree, t, badges],
  );
}
