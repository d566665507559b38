import { screen, waitFor, within } from '@testing-library/react';
import type {
  CreateAdminUserRequest,
  SearchAdminUserRequest,
  UpdateAdminUserRequest,
} from 'contract/admin-user';
import AdminUserPage from 'src/features/admin-user/routes/admin-user-page';
import { ErrorBanner } from 'src/providers/error-banner';
import { adminUser } from '../customer/customer-fixtures';
import { ADMIN_USER, answer, answerLookups, failure, ok, rows } from '../customer/customer-msw';
import { chooseOption, expectColumns, fastUser, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const admins = [
  adminUser(),
  adminUser({
    adminCode: 'ADM0002',
    username: 'somsri',
    fullName: 'สมศรี ดูแลดี',
    email: 'somsri@example.com',
    tel: '0812345678',
    status: 'INACTIVE',
  }),
];

function renderPage(route = '/admin-user') {
  answerLookups();
  const ui = (
    <>
      <ErrorBanner />
      <AdminUserPage />
    </>
  );
  const result = renderWithProviders(ui, { route });
  return { ...result, user: fastUser() };
}

const findGrid = () => findResults('สมศรี ดูแลดี');

async function confirmIn(user: ReturnType<typeof fastUser>, question: string) {
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(question);
  await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
}

describe('System administrators', () => {
  it('searches by the spec’s criteria and shows the columns', async () => {
    const search = answer<SearchAdminUserRequest>(`${ADMIN_USER}/search`, () => rows(admins, 2));
    const { user } = renderPage();
    const grid = await findGrid();

    expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาผู้ดูแลระบบ' })).toBeInTheDocument();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'adminCode', sortDir: 'asc' });
    expectColumns(grid, ['รหัสผู้ดูแลระบบ', 'ชื่อ-นามสกุล', 'อีเมล', 'เบอร์โทรศัพท์', 'สถานะ']);
    expect(within(grid).getByText('0812345678')).toBeInTheDocument();
    expect(within(grid).getByText('ไม่ใช้งาน')).toBeInTheDocument();

    const card = screen.getByRole('search');
    await fill(user, within(card).getByRole('textbox', { name: 'รหัสผู้ดูแลระบบ' }), 'ADM');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อ-นามสกุล' }), 'สม');
    await fill(user, within(card).getByRole('textbox', { name: 'อีเมล' }), 'example');
    await chooseOption(user, card, 'สถานะ', 'ใช้งาน');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(search.last()).toEqual({
        adminCode: 'ADM',
        fullName: 'สม',
        email: 'example',
        status: 'ACTIVE',
        page: 1,
        size: 25,
        sortBy: 'adminCode',
        sortDir: 'asc',
      }),
    );
  });

  it('adds an administrator (who gets an OTP e-mail) and refreshes the list', async () => {
    const search = answer(`${ADMIN_USER}/search`, () => rows(admins));
    const create = answer<CreateAdminUserRequest>(`${ADMIN_USER}/create`, (body) =>
      ok(adminUser({ ...body, adminCode: 'ADM0003', version: 1, tel: body.tel ?? null })),
    );
    const { user } = renderPage();
    await findGrid();

    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มผู้ดูแลระบบ' });
    expect(dialog).toHaveTextContent('จะได้รับอีเมลพร้อมรหัส OTP เพื่อตั้งรหัสผ่าน');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ }), 'newadmin');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'ผู้ดูแล ใหม่');
    const email = within(dialog).getByRole('textbox', { name: /อีเมล/ });
    await fill(user, email, 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeInTheDocument();
    await fill(user, email, 'new@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '081-234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const before = search.bodies.length;
    await confirmIn(user, 'ยืนยันการเพิ่มข้อมูล');

    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(create.bodies).toEqual([
      {
        username: 'newadmin',
        fullName: 'ผู้ดูแล ใหม่',
        email: 'new@example.com',
        tel: '081-234-5678',
        status: 'ACTIVE',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(search.bodies.length).toBeGreaterThan(before));
  });

  it('marks the username when it is taken', async () => {
    answer(`${ADMIN_USER}/search`, () => rows(admins));
    answer(`${ADMIN_USER}/create`, () =>
      failure(409, [{ key: 'ADMIN_USER_DUPLICATE', description: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' }]),
    );
    const { user } = renderPage();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มผู้ดูแลระบบ' });
    const username = within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ });
    await fill(user, username, 'admin');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'ซ้ำ');
    await fill(user, within(dialog).getByRole('textbox', { name: /อีเมล/ }), 'dup@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await confirmIn(user, 'ยืนยันการเพิ่มข้อมูล');

    await waitFor(() => expect(username).toHaveAccessibleDescription('ชื่อผู้ใช้นี้มีอยู่แล้ว'));
    expect(username).toHaveValue('admin');
    // Every detail is said at its field: no toast repeats it (issue 32).
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to deactivate one’s own account on the status field', async () => {
    answer(`${ADMIN_USER}/search`, () => rows(admins));
    answer(`${ADMIN_USER}/getAdminByCode`, () => ok(adminUser({ version: 6 })));
    const update = answer<UpdateAdminUserRequest>(`${ADMIN_USER}/update`, () =>
      failure(422, [{ key: 'ADMIN_USER_SELF_DEACTIVATE', description: 'ปิดการใช้งานบัญชีของตัวเองไม่ได้' }]),
    );
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'แก้ไข ADM0001 ผู้ดูแล หลัก' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขผู้ดูแลระบบ' });
    const username = await within(dialog).findByRole('textbox', { name: /ชื่อผู้ใช้/ });
    await waitFor(() => expect(username).toHaveValue('admin'));
    expect(username).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'รหัสผู้ดูแลระบบ' })).toHaveValue('ADM0001');
    await chooseOption(user, dialog, /สถานะ/, 'ไม่ใช้งาน');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await confirmIn(user, 'ยืนยันการแก้ไขข้อมูล');

    expect(update.last()).toEqual({
      adminCode: 'ADM0001',
      version: 6,
      username: 'admin',
      fullName: 'ผู้ดูแล หลัก',
      email: 'admin@example.com',
      tel: null,
      status: 'INACTIVE',
    });
    const open = await screen.findByRole('dialog', { name: 'แก้ไขผู้ดูแลระบบ' });
    await waitFor(() =>
      expect(within(open).getByRole('combobox', { name: /สถานะ/ })).toHaveAccessibleDescription(
        'ปิดการใช้งานบัญชีของตัวเองไม่ได้',
      ),
    );
    // Said on its field: no banner repeats it.
    expect(within(open).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(open).getByRole('combobox', { name: /สถานะ/ })).toHaveAccessibleDescription(
      'ปิดการใช้งานบัญชีของตัวเองไม่ได้',
    );
    // Every detail is said at its field: no toast repeats it (issue 32).
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('asks before deleting and shows why the server refused (the last active administrator)', async () => {
    answer(`${ADMIN_USER}/search`, () => rows(admins));
    const remove = answer(`${ADMIN_USER}/delete`, () =>
      failure(422, [{ key: 'ADMIN_USER_LAST_ACTIVE', description: 'ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน' }]),
    );
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'ลบ ADM0002 สมศรี ดูแลดี' }));
    await confirmIn(user, 'ยืนยันการลบข้อมูล');

    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ adminCode: 'ADM0002', version: 3 }]);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('ผู้ดูแลระบบคนสุดท้าย ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน');
  });

  it('views an administrator read-only', async () => {
    answer(`${ADMIN_USER}/search`, () => rows(admins));
    answer(`${ADMIN_USER}/getAdminByCode`, () => ok(admins[1]));
    const { user } = renderPage();
    const grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'ดู ADM0002 สมศรี ดูแลดี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ข้อมูลผู้ดูแลระบบ' });
    const fullName = await within(dialog).findByRole('textbox', { name: 'ชื่อ-นามสกุล' });
    await waitFor(() => expect(fullName).toHaveValue('สมศรี ดูแลดี'));
    for (const box of within(dialog).getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });
});
