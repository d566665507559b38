import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MenuItem } from 'contract/menus';
import { useMemo } from 'react';
import { env } from 'src/config/env';
import { useLocales } from '../use-locales';
import { useSession } from '../use-session';
import { fetchMenus } from './fetch-menus';
import { buildMenuTree, type MenuNode } from './menu-tree';

/** The menus change only when an administrator edits them: no refetch within a working session. */
const MENU_STALE_MS = 10 * 60_000;

/** Every cached menu list starts with this; logout removes them all. */
export const MENUS_QUERY_ROOT = ['menus'] as const;

export function menusQueryKey(username: string) {
  return [...MENUS_QUERY_ROOT, env.module, username] as const;
}

/**
 * The signed-in user's menu items, cached per user (the nav, the menu guard and the dashboard
 * share one request). Disabled while there is no usable session: before the password change
 * the server answers 403 PASSWORD_CHANGE_REQUIRED to every call but the change itself.
 */
export function useMenus(): UseQueryResult<MenuItem[]> {
  const session = useSession();
  const usable = session !== null && session.mustChangePassword !== true;
  return useQuery({
    queryKey: menusQueryKey(session?.user.username ?? ''),
    queryFn: ({ signal }) => fetchMenus(signal),
    enabled: usable,
    staleTime: MENU_STALE_MS,
  });
}

export interface MenuTreeResult {
  /** Undefined until the menus have loaded. */
  tree: MenuNode[] | undefined;
  query: UseQueryResult<MenuItem[]>;
}

/** The menus as a tree in the current language (re-renders on a language switch). */
export function useMenuTree(): MenuTreeResult {
  const query = useMenus();
  const { currentLang } = useLocales();
  const { data } = query;
  const tree = useMemo(
    () => (data ? buildMenuTree(data, currentLang.value) : undefined),
    [data, currentLang],
  );
  return { tree, query };
}
