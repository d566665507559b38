import type { MenuItem } from 'contract/menus';
import { http, HttpResponse } from 'msw';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import seed from '../../../server/db/seed/menus.json';

/**
 * The seed's item `menuCode` (server/db/seed/menus.json: labels, path and icon) as listAllMenu
 * answers it, at `seq` and under `parentCode` when given.
 */
export function seededMenu(menuCode: keyof typeof seed.items, seq: number, parentCode?: string): MenuItem {
  return { menuCode, ...(parentCode === undefined ? {} : { parentCode }), ...seed.items[menuCode], seq };
}

/** The dashboard entry every role's menus start from. */
export const DASHBOARD_MENU = seededMenu('DASHBOARD', 10);

// Contract-shaped menus (api-contract §Menus), like the server's seed: a dashboard, a screen, a
// group with two children. Deliberately out of seq order, as nothing promises sorted input.
export const ADMIN_MENUS: MenuItem[] = [
  {
    menuCode: 'DISTRICT',
    parentCode: 'MASTER_DATA',
    labelTh: 'อำเภอ/เขต',
    labelEn: 'District',
    path: '/master-data/district',
    icon: 'ri:map-pin-line',
    seq: 150,
  },
  {
    menuCode: 'MASTER_DATA',
    labelTh: 'ข้อมูลหลัก',
    labelEn: 'Master data',
    path: '/master-data',
    icon: 'ri:database-2-line',
    seq: 130,
  },
  {
    menuCode: 'CUSTOMER',
    labelTh: 'ค้นหาลูกค้า',
    labelEn: 'Customers',
    path: '/customer',
    icon: 'ri:building-line',
    seq: 20,
  },
  DASHBOARD_MENU,
  {
    menuCode: 'PROVINCE',
    parentCode: 'MASTER_DATA',
    labelTh: 'จังหวัด',
    labelEn: 'Province',
    path: '/master-data/province',
    icon: 'ri:map-2-line',
    seq: 140,
  },
];

export const MENUS_URL = '/api/v1/menus/listAllMenu';

/** Answers the menu call with `items`; returns a counter of the calls. */
export function serveMenus(items: MenuItem[] = ADMIN_MENUS): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get(MENUS_URL, () => {
      calls += 1;
      return HttpResponse.json(okBody(items));
    }),
  );
  return { calls: () => calls };
}

/** The menu call answers 401 (token revoked or expired). */
export function serveMenusUnauthorized(): void {
  server.use(
    http.get(MENUS_URL, () => HttpResponse.json(failureBody('401', 'Unauthorized'), { status: 401 })),
  );
}
