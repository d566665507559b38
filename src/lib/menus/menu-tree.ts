import type { MenuItem } from 'contract/menus';
import type { LanguageCode } from '../i18n';

// The menus of GET /api/v1/menus/listAllMenu are a flat list; the navigation needs a tree in the
// current language, ordered by seq, and the guards need "may this path be shown?".

export interface MenuNode {
  menuCode: string;
  label: string;
  path: string;
  /** Iconify name as the server sent it; the UI checks it against the icons it bundles. */
  icon: string;
  seq: number;
  children: MenuNode[];
}

function bySeq(a: MenuItem, b: MenuItem): number {
  return a.seq - b.seq || a.menuCode.localeCompare(b.menuCode);
}

/**
 * The parent an item hangs under, or undefined for a top-level item. A missing parent or a
 * parent chain that loops makes the item top-level instead of silently dropping it.
 */
function parentOf(item: MenuItem, byCode: Map<string, MenuItem>): string | undefined {
  const seen = new Set<string>([item.menuCode]);
  let code = item.parentCode;
  while (code !== undefined) {
    const parent = byCode.get(code);
    if (!parent || seen.has(code)) return undefined;
    seen.add(code);
    code = parent.parentCode;
  }
  return item.parentCode;
}

/** Nested by parentCode, each level ordered by seq (then code), labels in `lang`. */
export function buildMenuTree(items: readonly MenuItem[], lang: LanguageCode): MenuNode[] {
  const byCode = new Map(items.map((item) => [item.menuCode, item]));
  const nodes = new Map<string, MenuNode>();
  const sorted = [...items].sort(bySeq);
  for (const item of sorted) {
    nodes.set(item.menuCode, {
      menuCode: item.menuCode,
      label: lang === 'en' ? item.labelEn : item.labelTh,
      path: item.path,
      icon: item.icon,
      seq: item.seq,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const item of sorted) {
    const node = nodes.get(item.menuCode);
    if (!node) continue;
    const parentCode = parentOf(item, byCode);
    const parent = parentCode === undefined ? undefined : nodes.get(parentCode);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node that opens a screen (no children), depth first in menu order. */
export function menuLeaves(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => (node.children.length > 0 ? menuLeaves(node.children) : [node]));
}

/** '/customer/' and '/customer' are the same screen. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A path may be shown when a menu item has exactly that path, or when it lies below the path
 * of a screen item (its detail pages, e.g. /customer/C0001 under /customer). A group's path
 * (an item other items hang under) covers only itself: a group does not grant its children.
 */
export function isPathAllowed(pathname: string, items: readonly MenuItem[]): boolean {
  const target = normalizePath(pathname);
  const groups = new Set(items.map((item) => item.parentCode).filter((code) => code !== undefined));
  return items.some((item) => {
    const path = normalizePath(item.path);
    if (path === target) return true;
    if (path === '/' || groups.has(item.menuCode)) return false;
    return target.startsWith(`${path}/`);
  });
}

/** The menu item of a path (exact match), for page titles of screens named by the menu. */
export function findMenuNode(tree: readonly MenuNode[], pathname: string): MenuNode | undefined {
  const target = normalizePath(pathname);
  for (const node of tree) {
    if (normalizePath(node.path) === target) return node;
    const found = findMenuNode(node.children, pathname);
    if (found) return found;
  }
  return undefined;
}
