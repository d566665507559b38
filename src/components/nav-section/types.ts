import type { IconName } from 'src/components/iconify';

/**
 * One back-office menu entry. `title` is already translated: the static menu translates its
 * keys, and the menus fetched from the API later arrive with their own labels.
 */
export interface NavItemData {
  title: string;
  path: string;
  icon?: IconName;
  /** A count beside the title (e.g. tickets with a reply not yet seen); none when 0. */
  badge?: number;
  children?: NavItemData[];
}
