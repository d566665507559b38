import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from 'src/lib/i18n';
import type {
  CreateCustomerUserRequest,
  SearchCustomerUserRequest,
  UpdateCustomerUserRequest,
} from 'contract/customer-user';
import { CustomerUsersPanel } from 'src/features/customer/components/users/customer-users-panel';
import { renderWithProviders } from '../render';
import { choose, chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { branches, CUSTOMER, user as userRecord, users } from '../customer-branch/fixtures';
import { answer, BRANCH, failure, ok, rows, serverError, USER } from '../customer-branch/msw';
import {
  saveAndConfirm,
  saveNew,
  itHandlesRecordsLikeEveryPanel,
  openAddDialog,
  openEditor,
  openViewer,
  panelOpeners,
} from '../customer-branch/panel-steps';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const activeBranches = branches
  .filter((b) => b.status === 'ACTIVE')
  .map(({ branchId, branchCode, branchName, branchType }) => ({
    branchId,
    branchCode,
    branchName,
    branchType,
  }));

function renderPanel(route = `/customer/${CUSTOMER}?tab=users`, readOnly = false) {
  const options = answer(`${BRANCH}/listBranchByCustomerAndStatus`, () => ok(activeBranches));
  const result = renderWithProviders(<CustomerUsersPanel customerCode={CUSTOMER} readOnly={readOnly} />, {
    route,
  });
  return { ...result, user: fastUser(), options };
}

/** Opens มาลี บัญชี for editing; waits for her full name. */
const editMalee = (user: UserEvent, grid: HTMLElement) =>
  openEditor(user, grid, 'แก้ไข malee มาลี บัญชี', 'แก้ไขผู้ใช้งาน', /ชื่อ-นามสกุล/, 'มาลี บัญชี');

const { findGrid, openPanel } = panelOpeners({
  render: renderPanel,
  gridName: 'รายการผู้ใช้งาน',
  loadedRow: 'มาลี บัญชี',
  searchUrl: `${USER}/search`,
  records: users,
});

async function fillNewUser(user: UserEvent, dialog: HTMLElement, email = 'new.user@example.com') {
  await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ }), 'new.user');
  await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'ผู้ใช้ ใหม่');
  await fill(user, within(dialog).getByRole('textbox', { name: /อีเมล/ }), email);
}

describe('Customer users panel', () => {
  it('lists the customer’s users with their roles, and follows a language switch: headers, roles, statuses, Gregorian dates', async () => {
    const search = answer<SearchCustomerUserRequest>(`${USER}/search`, () => rows(users, 2));
    renderPanel();

    const grid = await findGrid();
    expect(search.bodies[0]).toEqual({
      customerCode: CUSTOMER,
      page: 1,
      size: 25,
      sortBy: 'userCode',
      sortDir: 'asc',
    });
    expect(screen.getByText('ทั้งหมด 2 รายการ')).toBeInTheDocument();
    expect(within(grid).getByText('ผู้ดูแลลูกค้า')).toBeInTheDocument();
    expect(within(grid).getByText('ฝ่ายบัญชี')).toBeInTheDocument();
    expect(within(grid).getByText('somchai@example.com')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'ลบ malee มาลี บัญชี' })).toBeInTheDocument();

    // The same list, after a language switch.
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('grid', { name: 'Users' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /Role/ })).toBeInTheDocument();
    expect(within(grid).getByText('Customer admin')).toBeInTheDocument();
    expect(within(grid).getByText('Accounting')).toBeInTheDocument();
    expect(within(grid).getAllByText('Active')).toHaveLength(2);
    expect(within(grid).getAllByText(/^21 Nov 2026 \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search users' })).toBeInTheDocument();
  });

  it('searches by role under the u. URL keys', async () => {
    const search = answer<SearchCustomerUserRequest>(`${USER}/search`, () => rows(users));
    const { user, router } = renderPanel();
    await findGrid();

    await choose(user, 'บทบาท', 'ฝ่ายบัญชี');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search.last()).toMatchObject({ userRole: 'ACCOUNTING', page: 1 }));
    expect(router.state.location.search).toBe('?tab=users&u.userRole=ACCOUNTING');
  });

  it('says no data was found, and shows a failed search', async () => {
    answer(`${USER}/search`, (_body, call) => (call === 0 ? rows([], 0) : serverError()));
    const { user } = renderPanel();
    const grid = await screen.findByRole('grid', { name: 'รายการผู้ใช้งาน' });
    expect(await within(grid).findByText('ไม่พบข้อมูล')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'x{Enter}');
    expect(await within(grid).findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
  });

  it('adds a user with a role and branches; the server mails the OTP', async () => {
    const search = answer(`${USER}/search`, () => rows(users));
    const create = answer<CreateCustomerUserRequest>(`${USER}/create`, (body) =>
      ok(userRecord({ ...body, userId: 20, userCode: 'U000020', tel: body.tel ?? null, version: 1 })),
    );
    const { user, options } = renderPanel();
    await findGrid();

    const dialog = await openAddDialog(user, 'เพิ่มผู้ใช้งาน');
    expect(within(dialog).getByText('ระบบจะส่งรหัส OTP ไปที่อีเมลนี้เพื่อให้ผู้ใช้ตั้งรหัสผ่าน')).toBeInTheDocument();
    await fillNewUser(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '0891234567');
    await chooseOption(user, dialog, /บทบาท/, 'ฝ่ายบัญชี');
    await user.click(within(dialog).getByRole('combobox', { name: /^สาขา/ }));
    await user.click(await screen.findByRole('option', { name: '00000 สำนักงานใหญ่' }));
    await user.click(await screen.findByRole('option', { name: '00001 สาขาเชียงใหม่' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^สาขา/ })).toHaveTextContent(
        '00000 สำนักงานใหญ่, 00001 สาขาเชียงใหม่',
      ),
    );
    expect(options.bodies[0]).toEqual({ customerCode: CUSTOMER, status: 'ACTIVE' });

    await saveNew(user, 'เพิ่มผู้ใช้งาน', search);
    expect(create.bodies).toEqual([
      {
        customerCode: CUSTOMER,
        username: 'new.user',
        fullName: 'ผู้ใช้ ใหม่',
        email: 'new.user@example.com',
        tel: '0891234567',
        userRole: 'ACCOUNTING',
        branchCodes: ['00000', '00001'],
        status: 'ACTIVE',
      },
    ]);
  });

  it('checks the username and e-mail forms before asking', async () => {
    const { user } = await openPanel();
    const dialog = await openAddDialog(user, 'เพิ่มผู้ใช้งาน');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ }), 'ab');
    await fill(user, within(dialog).getByRole('textbox', { name: /อีเมล/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /อีเมล/ })).toHaveAccessibleDescription(
        'รูปแบบอีเมลไม่ถูกต้อง',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveAccessibleDescription(
      /ใช้ได้เฉพาะตัวอักษรอังกฤษ/,
    );
    expect(within(dialog).getByRole('textbox', { name: /ชื่อ-นามสกุล/ })).toHaveAccessibleDescription(
      'กรุณาระบุข้อมูล',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['CUSTOMER_USER_DUPLICATE', 'ชื่อผู้ใช้นี้มีอยู่แล้ว', /ชื่อผู้ใช้/],
    ['CUSTOMER_USER_EMAIL_DUPLICATE', 'อีเมลนี้ถูกใช้โดยผู้ใช้อื่นของลูกค้านี้แล้ว', /อีเมล/],
    ['ALREADY_REGISTERED_EMAIL', 'อีเมลนี้ถูกลงทะเบียนกับบัญชีอื่นแล้ว', /อีเมล/],
  ])('shows %s on its field with the server’s message', async (key, description, field) => {
    answer(`${USER}/create`, () => failure(409, [{ key, description }]));
    const { user } = await openPanel();
    const dialog = await openAddDialog(user, 'เพิ่มผู้ใช้งาน');
    await fillNewUser(user, dialog, 'somchai@example.com');
    await saveAndConfirm(user, dialog, 'ยืนยันการเพิ่มข้อมูล');

    const marked = await within(dialog).findByRole('textbox', { name: field });
    await waitFor(() => expect(marked).toHaveAccessibleDescription(description));
    expect(marked).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /อีเมล/ })).toHaveValue('somchai@example.com');
    // Every detail is said at its field: no toast repeats it (issue 32).
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('modifies a user: reads the detail by user code, keeps the username, sends userId and version', async () => {
    const read = answer(`${USER}/getCustomerUserDetailByUserCode`, () => ok(users[1]));
    const update = answer<UpdateCustomerUserRequest>(`${USER}/update`, (body) =>
      ok(userRecord({ ...body, tel: body.tel ?? null, version: 4 })),
    );
    const { user, grid } = await openPanel();

    const { dialog, field: fullName } = await editMalee(user, grid);
    expect(read.bodies).toEqual([{ userCode: 'U000012' }]);
    expect(within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'รหัสผู้ใช้งาน' })).toHaveValue('U000012');
    expect(within(dialog).getByRole('combobox', { name: /^สาขา/ })).toHaveTextContent(
      '00000 สำนักงานใหญ่, 00001 สาขาเชียงใหม่',
    );

    await fill(user, fullName, 'มาลี ใหม่');
    await saveAndConfirm(user, dialog, 'ยืนยันการแก้ไขข้อมูล');

    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toEqual({
      userId: 12,
      version: 3,
      customerCode: CUSTOMER,
      username: 'malee',
      fullName: 'มาลี ใหม่',
      email: 'malee@example.com',
      tel: null,
      userRole: 'ACCOUNTING',
      branchCodes: ['00000', '00001'],
      status: 'ACTIVE',
    });
  });

  it('views a user read-only, with a branch that is no longer active still named', async () => {
    answer(`${USER}/getCustomerUserDetailByUserCode`, () =>
      ok(
        userRecord({
          branchCodes: ['00002'],
          branches: [{ branchCode: '00002', branchName: 'สาขาดุสิต' }],
        }),
      ),
    );
    const { user, grid } = await openPanel();

    const dialog = await openViewer(
      user,
      grid,
      'ดู somchai สมชาย ใจดี',
      'ข้อมูลผู้ใช้งาน',
      /ชื่อ-นามสกุล/,
      'สมชาย ใจดี',
    );
    expect(within(dialog).getByRole('combobox', { name: /^สาขา/ })).toHaveTextContent('00002 สาขาดุสิต');
  });

  itHandlesRecordsLikeEveryPanel({
    noun: 'user',
    openPanel,
    remove: { url: `${USER}/delete`, button: 'ลบ malee มาลี บัญชี', body: { userId: 12, version: 3 } },
    stale: {
      readUrl: `${USER}/getCustomerUserDetailByUserCode`,
      updateUrl: `${USER}/update`,
      read: [users[1], userRecord({ ...users[1], fullName: 'มาลี ของผู้อื่น', version: 9 })],
      theirs: 'มาลี ของผู้อื่น',
      edit: editMalee,
    },
    readOnly: { addLabel: 'เพิ่มผู้ใช้งาน', viewButton: 'ดู malee มาลี บัญชี' },
  });
});
