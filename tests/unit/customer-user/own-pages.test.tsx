import { screen, waitFor, within } from '@testing-library/react';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { renderBackOffice, signIn } from '../guards/back-office-app';
import { DASHBOARD_MENU, seededMenu, serveMenus } from '../nav/menu-fixtures';
import { branches, users } from '../customer-branch/fixtures';
import { answer, BRANCH, rows, USER } from '../customer-branch/msw';
import { SLOW_TEST } from '../master-data/interact';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

/** The first lazy load of the layout and the page is slow under jsdom on a busy machine. */
const LAZY = { timeout: 30_000 } as const;

// The customer module's /branch and /user screens: the customer tree, a signed-in customer admin
// whose session names the customer, the menus of server/db/seed/menus.ts for that role.

const CUSTOMER_MENUS = [DASHBOARD_MENU, seededMenu('BRANCH', 70), seededMenu('USER', 80)];

function signInCustomerAdmin() {
  signIn({
    user: {
      username: 'owner',
      fullName: 'เจ้าของ บริษัท',
      email: 'owner@example.com',
      role: 'CUSTOMER',
      userCode: 'U000011',
      customerCode: 'C000777',
      customerName: 'บริษัท ของฉัน จำกัด',
      userRole: 'CUSTOMER_ADMIN',
    },
  });
}

describe('customer module screens', () => {
  beforeEach(() => {
    signInCustomerAdmin();
    serveMenus(CUSTOMER_MENUS);
  });

  it('/branch lists the own customer’s branches, with the customer code of the session', async () => {
    const search = answer(`${BRANCH}/search`, () => rows(branches));
    renderBackOffice('/branch', customerRoutes);

    expect(await screen.findByRole('heading', { level: 1, name: 'สาขา' }, LAZY)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'รายการสาขา' }, LAZY);
    expect(await within(grid).findByText('สาขาเชียงใหม่')).toBeInTheDocument();
    expect(search.bodies[0]).toMatchObject({ customerCode: 'C000777', page: 1 });
    expect(screen.getByRole('button', { name: 'เพิ่มสาขา' })).toBeInTheDocument();
    // Nothing asks for a customer.
    expect(screen.queryByRole('textbox', { name: /รหัสลูกค้า/ })).not.toBeInTheDocument();
  });

  it('/user lists the own customer’s users, with the customer code of the session; no delete of oneself', async () => {
    const search = answer(`${USER}/search`, () => rows(users));
    renderBackOffice('/user', customerRoutes);

    expect(await screen.findByRole('heading', { level: 1, name: 'ผู้ใช้งาน' }, LAZY)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'รายการผู้ใช้งาน' }, LAZY);
    expect(await within(grid).findByText('มาลี บัญชี')).toBeInTheDocument();
    await waitFor(() => expect(search.bodies[0]).toMatchObject({ customerCode: 'C000777', page: 1 }));
    expect(screen.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' })).toBeInTheDocument();
    // The signed-in customer admin is U000011 (somchai): the server refuses deleting oneself.
    expect(within(grid).getByRole('button', { name: 'แก้ไข somchai สมชาย ใจดี' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'ลบ somchai สมชาย ใจดี' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'ลบ malee มาลี บัญชี' })).toBeInTheDocument();
  });
});
