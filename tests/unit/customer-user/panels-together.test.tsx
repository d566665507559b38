import { screen, waitFor, within } from '@testing-library/react';
import { CustomerBranchesPanel } from 'src/features/customer/components/branches/customer-branches-panel';
import { CustomerUsersPanel } from 'src/features/customer/components/users/customer-users-panel';
import { renderWithProviders } from '../render';
import { branches, CUSTOMER, users } from '../customer-branch/fixtures';
import { answer, BRANCH, rows, USER } from '../customer-branch/msw';
import { fastUser, SLOW_TEST } from '../master-data/interact';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The administrator's customer page shows both panels (in tabs) under one URL: each keeps its
// list state under its own prefix, and neither overwrites the other's or the page's parameters.
it('keeps the two panels’ URL states apart', async () => {
  const branchSearch = answer(`${BRANCH}/search`, () => rows(branches, 60));
  const userSearch = answer(`${USER}/search`, () => rows(users, 2));
  const { router } = renderWithProviders(
    <>
      <CustomerBranchesPanel customerCode={CUSTOMER} />
      <CustomerUsersPanel customerCode={CUSTOMER} />
    </>,
    { route: `/customer/${CUSTOMER}?mode=inquiry&b.page=2&u.status=ACTIVE` },
  );
  const user = fastUser();

  await within(await screen.findByRole('grid', { name: 'รายการสาขา' })).findByText('สาขาเชียงใหม่');
  await within(await screen.findByRole('grid', { name: 'รายการผู้ใช้งาน' })).findByText('มาลี บัญชี');
  expect(branchSearch.bodies[0]).toMatchObject({ page: 2 });
  expect(branchSearch.bodies[0]).not.toHaveProperty('status');
  expect(userSearch.bodies[0]).toMatchObject({ status: 'ACTIVE', page: 1 });

  const usersCard = screen.getByRole('search', { name: 'ค้นหาผู้ใช้งาน' });
  await user.type(within(usersCard).getByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'mal{Enter}');
  await waitFor(() => expect(userSearch.last()).toMatchObject({ username: 'mal', status: 'ACTIVE' }));
  expect(new URLSearchParams(router.state.location.search).toString()).toBe(
    'mode=inquiry&b.page=2&u.username=mal&u.status=ACTIVE',
  );
  // The branches list did not search again.
  expect(branchSearch.bodies).toHaveLength(1);
});
