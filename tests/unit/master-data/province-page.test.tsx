import { act, screen, waitFor, within } from '@testing-library/react';
import type { SaveProvinceRequest, SearchProvinceRequest } from 'contract/master-data';
import ProvincePage from 'src/features/master-data/routes/province-page';
import { i18n } from 'src/lib/i18n';
import { province, provinces } from './fixtures';
import { chooseOption, fill, findResults, SLOW_TEST } from './interact';
import { answer, failure, ok, rows } from './msw';
import { renderMasterDataPage } from './render-page';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const renderPage = (route = '/master-data/province') => renderMasterDataPage(<ProvincePage />, route);

const findGrid = () => findResults('กรุงเทพมหานคร');

describe('Province page', () => {
  it('searches with the default paging and sort and shows the rows, and follows a language switch', async () => {
    const search = answer<SearchProvinceRequest>('searchProvince', () => rows(provinces, 77));
    renderPage();

    const grid = await findGrid();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'provinceCode', sortDir: 'asc' });
    expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาจังหวัด' })).toBeInTheDocument();
    expect(screen.getByText('ทั้งหมด 77 รายการ')).toBeInTheDocument();
    // Spec §3: the English name column is headed provinceNameEn.
    expect(within(grid).getByRole('columnheader', { name: /ชื่อจังหวัด \(อังกฤษ\)/ })).toBeInTheDocument();
    expect(within(grid).getByText('Bangkok')).toBeInTheDocument();
    expect(within(grid).getAllByText('ภาคกลาง')).toHaveLength(3);
    expect(within(grid).getAllByText('ใช้งาน')).toHaveLength(2);
    expect(within(grid).getByText('ไม่ใช้งาน')).toBeInTheDocument();
    // Thai shows the Buddhist-era year.
    expect(within(grid).getAllByText(/^21 พ\.ย\. 2569 \d\d:\d\d$/)).toHaveLength(3);
    // Who changed it last: a person's name, and a word for the seeded row, never the id.
    expect(within(grid).getAllByText('admin')).toHaveLength(2);
    expect(within(grid).getByText('ระบบ')).toBeInTheDocument();
    expect(within(grid).queryByText('system')).not.toBeInTheDocument();

    // The same rows in English: headers, status labels, Gregorian dates, grid texts.
    await act(() => i18n.changeLanguage('en'));
    expect(within(grid).getByRole('columnheader', { name: /Province name \(EN\)/ })).toBeInTheDocument();
    expect(within(grid).getAllByText('Active')).toHaveLength(2);
    expect(within(grid).getAllByText(/^21 Nov 2026 \d\d:\d\d$/)).toHaveLength(3);
    expect(within(grid).getByText('System')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Province search' })).toBeInTheDocument();
    expect(screen.getByText('77 records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  it('sends the criteria from the URL and writes new ones to it', async () => {
    const search = answer<SearchProvinceRequest>('searchProvince', () => rows(provinces, 200, 50));
    const { user, router } = renderPage('/master-data/province?provinceName=กรุง&page=2&size=50');

    await findGrid();
    expect(search.bodies[0]).toEqual({
      provinceName: 'กรุง',
      page: 2,
      size: 50,
      sortBy: 'provinceCode',
      sortDir: 'asc',
    });
    expect(screen.getByRole('textbox', { name: 'ชื่อจังหวัด' })).toHaveValue('กรุง');

    await user.type(screen.getByRole('textbox', { name: 'รหัสจังหวัด' }), '1{Enter}');
    await waitFor(() =>
      expect(search.last()).toEqual({
        provinceCode: '1',
        provinceName: 'กรุง',
        page: 1,
        size: 50,
        sortBy: 'provinceCode',
        sortDir: 'asc',
      }),
    );
    expect(router.state.location.search).toBe(
      `?provinceCode=1&provinceName=${encodeURIComponent('กรุง')}&size=50`,
    );
  });

  it('adds a province: confirm, save, toast, close and refresh', async () => {
    const search = answer<SearchProvinceRequest>('searchProvince', () => rows(provinces));
    const save = answer<SaveProvinceRequest>('saveProvince', (body) =>
      ok(province({ ...body, id: 99, version: 1, geoId: 1, seq: 0 })),
    );
    const { user } = renderPage();
    await findGrid();

    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มจังหวัด' });
    await fill(user, within(dialog).getByRole('textbox', { name: /รหัสจังหวัด/ }), '99');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อจังหวัด \(ไทย\)/ }), 'ทดสอบ');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อจังหวัด \(อังกฤษ\)/ }), 'Test');
    await chooseOption(user, dialog, 'ภาค', 'ภาคเหนือ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('ยืนยันการเพิ่มข้อมูล');
    const searchesBefore = search.bodies.length;
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      {
        provinceCode: '99',
        provinceNameTh: 'ทดสอบ',
        provinceNameEng: 'Test',
        geoId: 1,
        status: 'ACTIVE',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เพิ่มจังหวัด' })).not.toBeInTheDocument());
    await waitFor(() => expect(search.bodies.length).toBeGreaterThan(searchesBefore));
  });

  it('marks the code when the server says it is a duplicate, and keeps the values', async () => {
    answer('searchProvince', () => rows(provinces));
    answer('saveProvince', () =>
      failure(409, [{ key: 'PROVINCE_DUPLICATE', description: 'รหัสจังหวัดนี้มีอยู่แล้ว' }]),
    );
    const { user } = renderPage();
    await findGrid();

    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มจังหวัด' });
    const code = within(dialog).getByRole('textbox', { name: /รหัสจังหวัด/ });
    await fill(user, code, '10');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อจังหวัด \(ไทย\)/ }), 'ซ้ำ');
    await fill(user, within(dialog).getByRole('textbox', { name: /ชื่อจังหวัด \(อังกฤษ\)/ }), 'Dup');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('รหัสจังหวัดนี้มีอยู่แล้ว'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('10');
    expect(await screen.findByRole('dialog', { name: 'เพิ่มจังหวัด' })).toBeInTheDocument();
    // Every detail is said at its field: no toast repeats it (issue 32).
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('modifies a province: reads it fresh, keeps the code, sends id and version', async () => {
    answer('searchProvince', () => rows(provinces));
    const read = answer('getProvinceByCode', () => ok(province({ version: 7 })));
    const save = answer<SaveProvinceRequest>('saveProvince', (body) => ok(province({ version: 8, ...body })));
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'แก้ไข 10 กรุงเทพมหานคร' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขจังหวัด' });
    const nameTh = await within(dialog).findByRole('textbox', { name: /ชื่อจังหวัด \(ไทย\)/ });
    await waitFor(() => expect(nameTh).toHaveValue('กรุงเทพมหานคร'));
    expect(read.bodies).toEqual([{ provinceCode: '10' }]);
    expect(within(dialog).getByRole('textbox', { name: /รหัสจังหวัด/ })).toHaveAttribute('readonly');

    await fill(user, nameTh, 'กรุงเทพฯ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('ยืนยันการแก้ไขข้อมูล');
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()).toEqual({
      id: 1,
      version: 7,
      provinceCode: '10',
      provinceNameTh: 'กรุงเทพฯ',
      provinceNameEng: 'Bangkok',
      geoId: 2,
      seq: 1,
      status: 'ACTIVE',
    });
  });

  it('views a province read-only, without a save button', async () => {
    answer('searchProvince', () => rows(provinces));
    answer('getProvinceByCode', () => ok(province()));
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'ดู 10 กรุงเทพมหานคร' }));
    const dialog = await screen.findByRole('dialog', { name: 'ข้อมูลจังหวัด' });
    const nameTh = await within(dialog).findByRole('textbox', { name: /ชื่อจังหวัด \(ไทย\)/ });
    await waitFor(() => expect(nameTh).toHaveValue('กรุงเทพมหานคร'));
    for (const box of within(dialog).getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
