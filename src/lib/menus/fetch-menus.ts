import type { MenuItem } from 'contract/menus';
import { apiGet } from '../api-client';

export const LIST_ALL_MENU_PATH = '/api/v1/menus/listAllMenu';

/** The caller's menu items (api-contract §Menus); the server enforces the same rights. */
export function fetchMenus(signal?: AbortSignal): Promise<MenuItem[]> {
  return apiGet<MenuItem[]>(LIST_ALL_MENU_PATH, { signal });
}
