import { screen } from '@testing-library/react';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { importRoutes } from 'src/features/import/routes';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, routePaths, signIn } from '../guards/back-office-app';
import { answerPost, ok, rows } from '../msw-answer';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, seededMenu, serveMenus } from '../nav/menu-fixtures';
import { answerTemplate, importDetail, stagedRows, UPLOAD } from './import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The seed's menus: the IMPORT group with the E-TAX screen only.
const IMPORT_MENUS = [DASHBOARD_MENU, seededMenu('IMPORT', 60), seededMenu('IMPORT_ETAX', 61, 'IMPORT')];

describe('The import routes', () => {
  beforeEach(() => signIn());

  it('are in both modules’ trees', () => {
    const paths = importRoutes.map((route) => route.path);
    expect(paths).toEqual(['import/etax', 'import/etax/:uploadId', 'import/edoc', 'import/edoc/:uploadId']);
    for (const tree of [adminRoutes, customerRoutes])
      expect(routePaths(tree)).toEqual(expect.arrayContaining(paths));
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
