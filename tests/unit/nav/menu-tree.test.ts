import type { MenuItem } from 'contract/menus';
import { buildMenuTree, findMenuNode, isPathAllowed, menuLeaves } from 'src/lib/menus';
import { ADMIN_MENUS } from './menu-fixtures';

const item = (menuCode: string, seq: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  menuCode,
  labelTh: `th-${menuCode}`,
  labelEn: `en-${menuCode}`,
  path: `/${menuCode.toLowerCase()}`,
  icon: 'ri:dashboard-line',
  seq,
  ...extra,
});

describe('buildMenuTree', () => {
  it('nests children under their parentCode and orders every level by seq', () => {
    const tree = buildMenuTree(ADMIN_MENUS, 'th');
    expect(tree.map((node) => node.menuCode)).toEqual(['DASHBOARD', 'CUSTOMER', 'MASTER_DATA']);
    const masterData = tree[2];
    expect(masterData?.children.map((node) => node.menuCode)).toEqual(['PROVINCE', 'DISTRICT']);
    expect(masterData?.children.every((node) => node.children.length === 0)).toBe(true);
  });

  it('labels in the language asked for', () => {
    expect(buildMenuTree(ADMIN_MENUS, 'th').map((node) => node.label)).toEqual([
      'แดชบอร์ด',
      'ค้นหาลูกค้า',
      'ข้อมูลหลัก',
    ]);
    expect(buildMenuTree(ADMIN_MENUS, 'en').map((node) => node.label)).toEqual([
      'Dashboard',
      'Customers',
      'Master data',
    ]);
  });

  it('breaks seq ties by menu code so the order never depends on the answer order', () => {
    const tree = buildMenuTree([item('B', 10), item('A', 10)], 'en');
    expect(tree.map((node) => node.menuCode)).toEqual(['A', 'B']);
  });

  it('keeps an item whose parent is missing or whose parents loop, at the top level', () => {
    const tree = buildMenuTree(
      [
        item('ORPHAN', 30, { parentCode: 'GONE' }),
        item('X', 10, { parentCode: 'Y' }),
        item('Y', 20, { parentCode: 'X' }),
      ],
      'en',
    );
    expect(
      menuLeaves(tree)
        .map((node) => node.menuCode)
        .sort(),
    ).toEqual(['ORPHAN', 'X', 'Y']);
  });

  it('lists leaves depth first and finds a node by path', () => {
    const tree = buildMenuTree(ADMIN_MENUS, 'en');
    expect(menuLeaves(tree).map((node) => node.path)).toEqual([
      '/',
      '/customer',
      '/master-data/province',
      '/master-data/district',
    ]);
    expect(findMenuNode(tree, '/master-data/district/')?.label).toBe('District');
    expect(findMenuNode(tree, '/nowhere')).toBeUndefined();
  });
});

describe('isPathAllowed', () => {
  it.each([
    ['/', true],
    ['/customer', true],
    ['/customer/', true],
    ['/customer/C0001', true],
    ['/master-data', true],
    ['/master-data/province', true],
    ['/master-data/province/10', true],
    ['/master-data/listbox', false],
    ['/customers', false],
    ['/admin-user', false],
    ['/branch', false],
  ])('%s → %s', (path, allowed) => {
    expect(isPathAllowed(path, ADMIN_MENUS)).toBe(allowed);
  });

  it('a group does not grant the screens below it', () => {
    expect(isPathAllowed('/master-data/config-group', ADMIN_MENUS)).toBe(false);
  });
});
