export { fetchMenus, LIST_ALL_MENU_PATH } from './fetch-menus';
export { buildMenuTree, findMenuNode, isPathAllowed, menuLeaves, normalizePath } from './menu-tree';
export type { MenuNode } from './menu-tree';
export { menusQueryKey, MENUS_QUERY_ROOT, useMenus, useMenuTree } from './use-menus';
export type { MenuTreeResult } from './use-menus';
export { UNREAD_TICKETS_KEY, useMenuBadges, WAITING_IMPORTS_KEY } from './use-menu-badges';
