import type { IconName } from 'src/components/iconify';

/**
 * One back-office menu entry. `title` is already translated: the static menu translates its
 * keys, and the menus fetched from the API later arrive with their own labels.
 */
export interface NavItemData {
  title: string;
  path: string;
  icon?: IconName;
  /** A count beside the title; none when 0. */
  badge?: NavBadgeCount;
  children?: NavItemData[];
}

/** What a menu badge counts: tickets with a reply not yet seen, or imports waiting for approval. */
export interface NavBadgeCount {
  count: number;
  kind: 'unread' | 'waiting';
}
