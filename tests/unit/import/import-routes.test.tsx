import { screen } from '@testing-library/react';
import type { MenuItem } from 'contract/menus';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { importRoutes } from 'src/features/import/routes';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { answerPost, ok, rows } from '../msw-answer';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, serveMenus } from '../nav/menu-fixtures';
import { answerTemplate, importDetail, stagedRows, UPLOAD } from './import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The seed's menus (server/db/seed/menus.ts): the IMPORT group with the E-TAX screen only.
const IMPORT_MENUS: MenuItem[] = [
  DASHBOARD_MENU,
  {
    menuCode: 'IMPORT',
    labelTh: 'นำเข้าข้อมูล',
    labelEn: 'Import',
    path: '/import',
    icon: 'ri:upload-cloud-2-line',
    seq: 60,
  },
  {
    menuCode: 'IMPORT_ETAX',
    parentCode: 'IMPORT',
    labelTh: 'นำเข้าข้อมูล E-TAX',
    labelEn: 'E-TAX import',
    path: '/import/etax',
    icon: 'ri:file-upload-line',
    seq: 61,
  },
];

const pathsOf = (tree: { path?: string; children?: unknown[] }[]): string[] =>
  tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf((route.children ?? []) as { path?: string }[]),
  ]);

describe('The import routes', () => {
  beforeEach(() => signIn());

  it('are in both modules’ trees', () => {
    const paths = importRoutes.map((route) => route.path);
    expect(paths).toEqual(['import/etax', 'import/etax/:uploadId', 'import/edoc', 'import/edoc/:uploadId']);
    for (const tree of [adminRoutes, customerRoutes])
      expect(pathsOf(tree)).toEqual(expect.arrayContaining(paths));
  });

  it('let an upload’s page through the menu guard when the user’s menus hold its list', async () => {
    serveMenus(IMPORT_MENUS);
    answerPost(`${UPLOAD}/getCustomerFileUploadById`, () => ok(importDetail()));
    answerPost(`${UPLOAD}/searchCustomerFileUploadTempData`, () => rows(stagedRows));
    answerTemplate();
    renderBackOffice('/import/etax/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'รายการนำเข้าเลขที่ 12' }, LAZY),
    ).toBeInTheDocument();
  });

  it('show 403 for the other import type when the menus do not hold it', async () => {
    serveMenus(IMPORT_MENUS);
    renderBackOffice('/import/edoc/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n.t('errors:403.title') }, LAZY),
    ).toBeInTheDocument();
  });
});
