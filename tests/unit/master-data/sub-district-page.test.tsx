import { screen, waitFor, within } from '@testing-library/react';
import type { SaveSubDistrictRequest, SearchSubDistrictRequest } from 'contract/master-data';
import SubDistrictPage from 'src/features/master-data/routes/sub-district-page';
import { subDistrict } from './fixtures';
import { chooseOption, fill, saveAndConfirm, SLOW_TEST } from './interact';
import { answer, failure, ok, rows } from './msw';
import { renderMasterDataPage } from './render-page';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const renderPage = (route = '/master-data/sub-district') => renderMasterDataPage(<SubDistrictPage />, route);

describe('Sub-district page', () => {
  it('searches by district and zip code; the province only narrows the districts', async () => {
    const search = answer<SearchSubDistrictRequest>('searchSubDistrict', () => rows([subDistrict()]));
    const { user, router } = renderPage(
      '/master-data/sub-district?provinceCode=10&districtCode=1001&zipCode=102',
    );
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('พระบรมมหาราชวัง');
    expect(search.bodies[0]).toEqual({
      districtCode: '1001',
      zipCode: '102',
      page: 1,
      size: 25,
      sortBy: 'subDistrictCode',
      sortDir: 'asc',
    });
    const criteria = screen.getByRole('search');
    await waitFor(() =>
      expect(within(criteria).getByRole('combobox', { name: /เขต/ })).toHaveValue('พระนคร'),
    );

    await user.click(within(criteria).getByRole('button', { name: 'ล้าง' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(search.last()).toEqual({ page: 1, size: 25, sortBy: 'subDistrictCode', sortDir: 'asc' }),
    );
  });

  it('adds a sub-district under the chosen district; the duplicate code is marked', async () => {
    answer('searchSubDistrict', () => rows([subDistrict()]));
    const save = answer<SaveSubDistrictRequest>('saveSubDistrict', () =>
      failure(409, [{ key: 'SUB_DISTRICT_DUPLICATE', description: 'รหัสตำบล/แขวงนี้มีอยู่แล้ว' }]),
    );
    const { user } = renderPage();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มตำบล/แขวง' });

    await chooseOption(user, dialog, /จังหวัด/, 'เชียงใหม่');
    await chooseOption(user, dialog, /อำเภอ/, 'เมืองเชียงใหม่');
    const code = within(dialog).getByRole('textbox', { name: /รหัสตำบล\/แขวง/ });
    await fill(user, code, '500101');
    await fill(user, within(dialog).getByRole('textbox', { name: /รหัสไปรษณีย์/ }), '5020');
    await fill(user, within(dialog).getByRole('textbox', { name: /\(ไทย\)/ }), 'ศรีภูมิ');
    await fill(user, within(dialog).getByRole('textbox', { name: /\(อังกฤษ\)/ }), 'Si Phum');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const zip = within(dialog).getByRole('textbox', { name: /รหัสไปรษณีย์/ });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('ต้องเป็นตัวเลข 5 หลัก'));

    await fill(user, zip, '50200');
    await saveAndConfirm(user, dialog);
    await waitFor(() => expect(code).toHaveAccessibleDescription('รหัสตำบล/แขวงนี้มีอยู่แล้ว'));
    expect(save.bodies).toEqual([
      {
        districtCode: '5001',
        subDistrictCode: '500101',
        subDistrictNameTh: 'ศรีภูมิ',
        subDistrictNameEn: 'Si Phum',
        zipCode: '50200',
        status: 'ACTIVE',
      },
    ]);
  });

  it('views a sub-district with its province and district chosen', async () => {
    answer('searchSubDistrict', () => rows([subDistrict()]));
    answer('getBySubDistrictCode', () => ok(subDistrict()));
    const { user } = renderPage();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'ดู 100101 พระบรมมหาราชวัง' }));
    const dialog = await screen.findByRole('dialog', { name: 'ข้อมูลตำบล/แขวง' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /จังหวัด/ })).toHaveValue('กรุงเทพมหานคร'),
    );
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /เขต/ })).toHaveValue('พระนคร'));
    expect(within(dialog).getByRole('textbox', { name: /รหัสไปรษณีย์/ })).toHaveValue('10200');
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });
});
