// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { SETTINGS_VERSION, type ThemeLayout } from 'src/providers/settings';
import { i18n } from 'src/lib/i18n';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { http, HttpResponse } from 'msw';
import { searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { ADMIN_MENUS, DASHBOARD_MENU, serveMenus } from './menu-fixtures';

const t = (key: string) => i18n.t(key);
const mainMenu = async () =>
  within(await screen.findByRole('navigation', { name: t('layout:nav.label') }, LAZY));

function useLayout(layout: ThemeLayout) {
  localStorage.setItem('settings', JSON.stringify({ version: SETTINGS_VERSION, themeLayout: layout }));
}

describe('navigation from the menu API', () => {
  beforeEach(() => signIn());

  it('lists the top level in seq order with the Thai labels; the group opens to its children', async () => {
    serveMenus();
    const { user } = renderBackOffice('/');
    const nav = await mainMenu();
    await nav.findByRole('link', { name: 'ค้นหาลูกค้า' });
    const rows = nav.getAllByRole('link').concat(nav.getAllByRole('button'));
    expect(rows.map((row) => row.textContent)).toEqual(['แดชบอร์ด', 'ค้นหาลูกค้า', 'ข้อมูลหลัก']);

    const group = nav.getByRole('button', { name: 'ข้อมูลหลัก' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'จังหวัด' })).toHaveAttribute('href', '/master-data/province');
    expect(nav.getByRole('link', { name: 'อำเภอ/เขต' })).toHaveAttribute('href', '/master-data/district');
  });

  it('highlights the current page; an icon the build lacks does not break the menu', async () => {
    serveMenus([
      ...ADMIN_MENUS,
      {
        menuCode: 'IMPORT_ETAX',
        parentCode: 'MASTER_DATA',
        labelTh: 'นำเข้า',
        labelEn: 'Import',
        path: '/import/etax',
        icon: 'ri:unknown-icon',
        seq: 160,
      },
    ]);
    renderBackOffice('/customer');
    const nav = await mainMenu();
    expect(await nav.findByRole('link', { name: 'ค้นหาลูกค้า' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'แดชบอร์ด' })).not.toHaveAttribute('aria-current');
  });

  it('switches the labels to English with the language', async () => {
    serveMenus();
    renderBackOffice('/');
    const nav = await mainMenu();
    await nav.findByRole('link', { name: 'ค้นหาลูกค้า' });
    await i18n.changeLanguage('en');
    expect(await nav.findByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Master data' })).toBeInTheDocument();
  });

  it.each(['mini', 'horizontal'] as const)('feeds the %s layout too', async (layout) => {
    useLayout(layout);
    serveMenus();
    const { user } = renderBackOffice('/');
    const nav = await mainMenu();
    await user.click(await nav.findByRole('button', { name: 'ข้อมูลหลัก' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'จังหวัด' })).toHaveAttribute('href', '/master-data/province');
  });

  it('holds the dashboard alone until the menus arrive', async () => {
    serveMenus();
    renderBackOffice('/');
    const nav = await mainMenu();
    expect(nav.getByRole('link', { name: t('nav:dashboard') })).toHaveAttribute('href', '/');
    await waitFor(() => expect(nav.getAllByRole('link').length).toBeGreaterThan(1));
  });

  describe('the badge of imports waiting for approval', () => {
    const IMPORT_MENUS = [
      DASHBOARD_MENU,
      {
        menuCode: 'IMPORT_ETAX',
        labelTh: 'นำเข้าข้อมูล E-TAX',
        labelEn: 'E-TAX import',
        path: '/import/etax',
        icon: 'ri:file-list-3-line',
        seq: 20,
      },
      {
        menuCode: 'IMPORT_EDOC',
        labelTh: 'นำเข้าข้อมูล E-DOCUMENT',
        labelEn: 'E-DOCUMENT import',
        path: '/import/edoc',
        icon: 'ri:file-excel-2-line',
        seq: 30,
      },
    ];
    const accounting = {
      username: 'acc',
      fullName: 'Accounting One',
      email: 'acc@example.com',
      role: 'CUSTOMER' as const,
      userRole: 'ACCOUNTING' as const,
    };

    /** Two E-TAX imports and no E-DOCUMENT import wait; records what the menu asked. */
    function serveWaiting() {
      const asked: unknown[] = [];
      server.use(
        http.post('/api/document/customerUploadFile/searchCustomerFileUpload', async ({ request }) => {
          const body = (await request.json()) as { uploadType: string };
          asked.push(body);
          const waiting = body.uploadType === 'ETAX' ? 2 : 0;
          return HttpResponse.json(searchBody([], { size: 1, totalRecords: waiting }));
        }),
      );
      return asked;
    }

    it('shows ACCOUNTING how many imports of each kind wait for its approval', async () => {
      signIn({ user: accounting });
      serveMenus(IMPORT_MENUS);
      const asked = serveWaiting();
      renderBackOffice('/');
      const nav = await mainMenu();
      const etax = await nav.findByRole('link', { name: /นำเข้าข้อมูล E-TAX/ });
      expect(await within(etax).findByLabelText('รออนุมัติ 2 รายการ')).toHaveTextContent('2');
      expect(nav.getByRole('link', { name: 'นำเข้าข้อมูล E-DOCUMENT' })).toHaveTextContent(
        /^นำเข้าข้อมูล E-DOCUMENT$/,
      );
      expect(asked).toEqual(
        expect.arrayContaining([
          { uploadType: 'ETAX', status: 'USER_SUBMITTED', page: 1, size: 1 },
          { uploadType: 'EDOC', status: 'USER_SUBMITTED', page: 1, size: 1 },
        ]),
      );
    });

    it('asks nothing for a user who does not approve', async () => {
      signIn({ user: { ...accounting, userRole: 'USER' } });
      serveMenus(IMPORT_MENUS);
      const asked = serveWaiting();
      renderBackOffice('/');
      const nav = await mainMenu();
      expect(await nav.findByRole('link', { name: 'นำเข้าข้อมูล E-TAX' })).toBeInTheDocument();
      expect(asked).toEqual([]);
    });
  });
});
