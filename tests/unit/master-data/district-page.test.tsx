import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SaveDistrictRequest, SearchDistrictRequest } from 'contract/master-data';
import DistrictPage from 'src/features/master-data/routes/district-page';
import { district } from './fixtures';
import { chooseOption, fill, saveAndConfirm, SLOW_TEST } from './interact';
import { answer, failure, ok, rows } from './msw';
import { renderMasterDataPage } from './render-page';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const renderPage = (route = '/master-data/district') => renderMasterDataPage(<DistrictPage />, route);

/** Waits for the grid, opens the add dialog and picks `province`; returns the dialog and its code field. */
async function openAddDialog(user: UserEvent, province: string) {
  await screen.findByRole('grid');
  await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
  const dialog = await screen.findByRole('dialog', { name: 'เพิ่มอำเภอ/เขต' });
  await chooseOption(user, dialog, /จังหวัด/, province);
  return { dialog, code: within(dialog).getByRole('textbox', { name: /รหัสอำเภอ\/เขต/ }) };
}

describe('District page', () => {
  it('filters by province and shows the province name beside its code', async () => {
    const search = answer<SearchDistrictRequest>('searchDistrict', () => rows([district()]));
    const { user } = renderPage();
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('10 กรุงเทพมหานคร');
    expect(within(grid).getByText('Phra Nakhon')).toBeInTheDocument();

    const criteria = screen.getByRole('search');
    await chooseOption(user, criteria, /จังหวัด/, 'เชียงใหม่');
    await user.click(within(criteria).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(search.last()).toEqual({
        provinceCode: '50',
        page: 1,
        size: 25,
        sortBy: 'districtCode',
        sortDir: 'asc',
      }),
    );
  });

  it('checks that a new district code starts with its province code, then saves it', async () => {
    answer('searchDistrict', () => rows([district()]));
    const save = answer<SaveDistrictRequest>('saveDistrict', (body) => ok(district({ ...body, version: 1 })));
    const { user } = renderPage();
    const { dialog, code } = await openAddDialog(user, 'เชียงใหม่');
    await fill(user, code, '1099');
    await user.tab();
    await waitFor(() => expect(code).toHaveAccessibleDescription('ต้องขึ้นต้นด้วย 50'));

    await fill(user, code, '5099');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่ออำเภอ\/เขต \(ไทย\)/ }), 'ทดสอบ');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่ออำเภอ\/เขต \(อังกฤษ\)/ }), 'Test');
    await saveAndConfirm(user, dialog);

    await waitFor(() =>
      expect(save.bodies).toEqual([
        {
          provinceCode: '50',
          districtCode: '5099',
          districtNameTh: 'ทดสอบ',
          districtNameEn: 'Test',
          status: 'ACTIVE',
        },
      ]),
    );
  });

  it('shows the server’s field error on the field', async () => {
    answer('searchDistrict', () => rows([district()]));
    answer('saveDistrict', () =>
      failure(400, [{ key: 'districtCode', description: 'รหัสอำเภอ/เขตต้องขึ้นต้นด้วยรหัสจังหวัด' }]),
    );
    const { user } = renderPage();
    const { dialog, code } = await openAddDialog(user, 'กรุงเทพมหานคร');
    await fill(user, code, '1099');
    await fill(user, within(dialog).getByRole('textbox', { name: /\(ไทย\)/ }), 'ก');
    await fill(user, within(dialog).getByRole('textbox', { name: /\(อังกฤษ\)/ }), 'A');
    await saveAndConfirm(user, dialog);
    await waitFor(() => expect(code).toHaveAccessibleDescription('รหัสอำเภอ/เขตต้องขึ้นต้นด้วยรหัสจังหวัด'));
  });

  it('modifies a district: province and code stay fixed, the version is sent', async () => {
    answer('searchDistrict', () => rows([district()]));
    answer('listDistrictByDistrictCode', () => ok([district({ version: 9 })]));
    const save = answer<SaveDistrictRequest>('saveDistrict', (body) =>
      ok(district({ ...body, version: 10 })),
    );
    const { user } = renderPage();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'แก้ไข 1001 พระนคร' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขอำเภอ/เขต' });
    const nameEn = await within(dialog).findByRole('textbox', { name: /\(อังกฤษ\)/ });
    await waitFor(() => expect(nameEn).toHaveValue('Phra Nakhon'));
    expect(within(dialog).getByRole('textbox', { name: /รหัสอำเภอ\/เขต/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: /จังหวัด/ })).toHaveAttribute('readonly');

    await fill(user, nameEn, 'Phra Nakhon District');
    await saveAndConfirm(user, dialog);
    await waitFor(() =>
      expect(save.last()).toEqual({
        version: 9,
        provinceCode: '10',
        districtCode: '1001',
        districtNameTh: 'พระนคร',
        districtNameEn: 'Phra Nakhon District',
        status: 'ACTIVE',
      }),
    );
  });

  it('deletes a district after ยืนยันการลบข้อมูล (a save with status DELETE)', async () => {
    answer('searchDistrict', () => rows([district()]));
    const save = answer<SaveDistrictRequest>('saveDistrict', (body) => ok(district({ ...body })));
    const { user } = renderPage();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'ลบ 1001 พระนคร' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการลบข้อมูล');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(save.last()).toMatchObject({ districtCode: '1001', status: 'DELETE', version: 3 }),
    );
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
  });
});
