import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CreateBranchRequest, SearchBranchRequest, UpdateBranchRequest } from 'contract/customer-branch';
import { CustomerBranchesPanel } from 'src/features/customer/components/branches/customer-branches-panel';
import { renderWithProviders } from '../render';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { branch, branches, CUSTOMER } from './fixtures';
import { answer, answerLookups, BRANCH, failure, ok, rows, serverError } from './msw';
import {
  itHandlesRecordsLikeEveryPanel,
  openAddDialog,
  openEditor,
  openViewer,
  panelOpeners,
  saveAndConfirm,
  saveNew,
} from './panel-steps';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPanel(route = `/customer/${CUSTOMER}?tab=branches`, readOnly = false) {
  answerLookups();
  const result = renderWithProviders(<CustomerBranchesPanel customerCode={CUSTOMER} readOnly={readOnly} />, {
    route,
  });
  return { ...result, user: fastUser() };
}

/** Opens สาขาเชียงใหม่ for editing; waits for its name. */
const editChiangMai = (user: UserEvent, grid: HTMLElement) =>
  openEditor(user, grid, 'แก้ไข 00001 สาขาเชียงใหม่', 'แก้ไขสาขา', /ชื่อสาขา/, 'สาขาเชียงใหม่');

const { findGrid, openPanel } = panelOpeners({
  render: renderPanel,
  gridName: 'รายการสาขา',
  loadedRow: 'สาขาเชียงใหม่',
  searchUrl: `${BRANCH}/search`,
  records: branches,
});

describe('Customer branches panel', () => {
  it('lists the customer’s branches; the head office has no delete button', async () => {
    const search = answer<SearchBranchRequest>(`${BRANCH}/search`, () => rows(branches, 3));
    renderPanel();

    const grid = await findGrid();
    expect(search.bodies[0]).toEqual({
      customerCode: CUSTOMER,
      page: 1,
      size: 25,
      sortBy: 'branchCode',
      sortDir: 'asc',
    });
    expect(screen.getByText('ทั้งหมด 3 รายการ')).toBeInTheDocument();
    expect(within(grid).getAllByText('สำนักงานใหญ่').length).toBeGreaterThanOrEqual(2);
    expect(within(grid).getByText('ไม่ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getAllByText(/^21 พ\.ย\. 2569 \d\d:\d\d$/)).toHaveLength(3);
    expect(within(grid).getByRole('button', { name: 'แก้ไข 00000 สำนักงานใหญ่' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'ลบ 00000 สำนักงานใหญ่' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'ลบ 00001 สาขาเชียงใหม่' })).toBeInTheDocument();
  });

  it('keeps its criteria in the URL under b. and leaves the page’s own parameters alone', async () => {
    const search = answer<SearchBranchRequest>(`${BRANCH}/search`, () => rows(branches, 60));
    const { user, router } = renderPanel(`/customer/${CUSTOMER}?tab=branches&b.branchName=สาขา&b.page=2`);

    await findGrid();
    expect(search.bodies[0]).toEqual({
      customerCode: CUSTOMER,
      branchName: 'สาขา',
      page: 2,
      size: 25,
      sortBy: 'branchCode',
      sortDir: 'asc',
    });
    expect(screen.getByRole('textbox', { name: 'ชื่อสาขา' })).toHaveValue('สาขา');

    await user.type(screen.getByRole('textbox', { name: 'รหัสสาขา' }), '0001{Enter}');
    await waitFor(() =>
      expect(search.last()).toMatchObject({ branchCode: '0001', branchName: 'สาขา', page: 1 }),
    );
    expect(router.state.location.search).toBe(
      `?tab=branches&b.branchCode=0001&b.branchName=${encodeURIComponent('สาขา')}`,
    );
  });

  it('says no data was found for an empty result', async () => {
    answer(`${BRANCH}/search`, () => rows([], 0));
    renderPanel();
    const grid = await screen.findByRole('grid', { name: 'รายการสาขา' });
    expect(await within(grid).findByText('ไม่พบข้อมูล')).toBeInTheDocument();
  });

  it('shows a failed search with a retry', async () => {
    const search = answer(`${BRANCH}/search`, (_body, call) => (call === 0 ? serverError() : rows(branches)));
    const { user } = renderPanel();
    const grid = await screen.findByRole('grid', { name: 'รายการสาขา' });
    expect(await within(grid).findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'ลองใหม่' }));
    expect(await within(grid).findByText('สาขาเชียงใหม่')).toBeInTheDocument();
    expect(search.bodies).toHaveLength(2);
  });

  it('adds a branch: address cascade, confirm, save with the customer, toast, refresh', async () => {
    const create = answer<CreateBranchRequest>(`${BRANCH}/create`, (body) =>
      ok(branch({ ...body, branchId: 9, version: 1, contactTel: body.contactTel ?? null, status: 'ACTIVE' })),
    );
    const { user, search } = await openPanel();

    const dialog = await openAddDialog(user, 'เพิ่มสาขา');
    await fill(user, within(dialog).getByRole('textbox', { name: /รหัสสาขา/ }), '00003');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อสาขา/ }), 'สาขาศรีภูมิ');
    await fill(user, within(dialog).getByRole('textbox', { name: /เลขที่/ }), '12');
    await fill(user, within(dialog).getByRole('textbox', { name: /ถนน/ }), 'มูลเมือง');
    await chooseOption(user, dialog, /จังหวัด/, 'เชียงใหม่');
    await chooseOption(user, dialog, /อำเภอ/, 'เมืองเชียงใหม่');
    await chooseOption(user, dialog, /ตำบล/, 'ศรีภูมิ');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /รหัสไปรษณีย์/ })).toHaveValue('50200'),
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '053-123-456');
    // The type follows the code: not the head office.
    expect(within(dialog).getByRole('combobox', { name: /ประเภทสาขา/ })).toHaveTextContent('สาขา');

    await saveNew(user, 'เพิ่มสาขา', search);
    expect(create.bodies).toEqual([
      {
        customerCode: CUSTOMER,
        branchCode: '00003',
        branchName: 'สาขาศรีภูมิ',
        branchType: 'BRANCH',
        address: {
          addressNo: '12',
          moo: null,
          building: null,
          soi: null,
          road: 'มูลเมือง',
          provinceCode: '50',
          districtCode: '5001',
          subDistrictCode: '500101',
          zipCode: '50200',
        },
        contactTel: '053-123-456',
        status: 'ACTIVE',
      },
    ]);
  });

  it('checks the fields before asking: required, 5 digits, a Thai phone', async () => {
    const { user } = await openPanel();
    const dialog = await openAddDialog(user, 'เพิ่มสาขา');
    const code = within(dialog).getByRole('textbox', { name: /รหัสสาขา/ });
    await fill(user, code, '12');
    await fill(user, within(dialog).getByRole('textbox', { name: /เบอร์โทรศัพท์/ }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('ต้องเป็นตัวเลข 5 หลัก'));
    expect(within(dialog).getByRole('textbox', { name: /ชื่อสาขา/ })).toHaveAccessibleDescription(
      'กรุณาระบุข้อมูล',
    );
    expect(within(dialog).getByRole('textbox', { name: /เบอร์โทรศัพท์/ })).toHaveAccessibleDescription(
      'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลักขึ้นต้นด้วย 0',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('marks the code when the server says the branch code is taken, and keeps the values', async () => {
    answer(`${BRANCH}/create`, () =>
      failure(409, [{ key: 'CUSTOMER_BRANCH_DUPLICATE', description: 'รหัสสาขานี้มีอยู่แล้ว' }]),
    );
    const { user } = await openPanel();
    const dialog = await openAddDialog(user, 'เพิ่มสาขา');
    const code = within(dialog).getByRole('textbox', { name: /รหัสสาขา/ });
    await fill(user, code, '00001');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อสาขา/ }), 'ซ้ำ');
    await fill(user, within(dialog).getByRole('textbox', { name: /เลขที่/ }), '1');
    await chooseOption(user, dialog, /จังหวัด/, 'กรุงเทพมหานคร');
    await chooseOption(user, dialog, /เขต/, 'ดุสิต');
    await chooseOption(user, dialog, /แขวง/, 'ดุสิต');
    await saveAndConfirm(user, dialog, 'ยืนยันการเพิ่มข้อมูล');

    await waitFor(() => expect(code).toHaveAccessibleDescription('รหัสสาขานี้มีอยู่แล้ว'));
    // Said on the code: no banner repeats it.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('00001');
    expect(await screen.findByRole('dialog', { name: 'เพิ่มสาขา' })).toBeInTheDocument();
    // Every detail is said at its field: no toast repeats it (issue 32).
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('modifies a branch: reads it fresh, keeps the code, sends branchId and version', async () => {
    const read = answer(`${BRANCH}/getCustomerBranchById`, () => ok(branches[1]));
    const update = answer<UpdateBranchRequest>(`${BRANCH}/update`, (body) =>
      ok(branch({ ...body, version: 4, contactTel: body.contactTel ?? null })),
    );
    const { user, grid } = await openPanel();

    const { dialog, field: name } = await editChiangMai(user, grid);
    expect(read.bodies).toEqual([{ branchId: 2 }]);
    expect(within(dialog).getByRole('textbox', { name: /รหัสสาขา/ })).toHaveAttribute('readonly');

    await fill(user, name, 'สาขาเชียงใหม่ 2');
    await saveAndConfirm(user, dialog, 'ยืนยันการแก้ไขข้อมูล');

    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toMatchObject({
      branchId: 2,
      version: 3,
      customerCode: CUSTOMER,
      branchCode: '00001',
      branchName: 'สาขาเชียงใหม่ 2',
      branchType: 'BRANCH',
      contactTel: '021234567',
      status: 'ACTIVE',
    });
  });

  it('views a branch read-only, without a save button', async () => {
    answer(`${BRANCH}/getCustomerBranchById`, () => ok(branches[0]));
    const { user, grid } = await openPanel();

    const dialog = await openViewer(user, grid, 'ดู 00000 สำนักงานใหญ่', 'ข้อมูลสาขา', /ชื่อสาขา/, 'สำนักงานใหญ่');
    expect(within(dialog).getByRole('combobox', { name: /ประเภทสาขา/ })).toHaveTextContent('สำนักงานใหญ่');
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  itHandlesRecordsLikeEveryPanel({
    noun: 'branch',
    openPanel,
    remove: { url: `${BRANCH}/delete`, button: 'ลบ 00001 สาขาเชียงใหม่', body: { branchId: 2, version: 3 } },
    stale: {
      readUrl: `${BRANCH}/getCustomerBranchById`,
      updateUrl: `${BRANCH}/update`,
      read: [branches[1], branch({ ...branches[1], branchName: 'ชื่อใหม่จากผู้อื่น', version: 5 })],
      theirs: 'ชื่อใหม่จากผู้อื่น',
      edit: editChiangMai,
    },
    readOnly: { addLabel: 'เพิ่มสาขา', viewButton: 'ดู 00001 สาขาเชียงใหม่' },
  });
});
