import { act, screen, waitFor, within } from '@testing-library/react';
import type { SearchUploadTemplateRequest } from 'contract/upload-template';
import TemplateSearchPage from 'src/features/upload-template/routes/template-search-page';
import { chooseOption, expectColumns, fastUser, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answer, answerLookups, rows, TEMPLATE, templates } from './upload-template-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(route = '/template') {
  answerLookups();
  const result = renderWithProviders(<TemplateSearchPage />, {
    route,
    routes: [
      { path: '/template', element: <TemplateSearchPage /> },
      { path: '/template/*', element: <p>template page</p> },
    ],
  });
  return { ...result, user: fastUser() };
}

const findGrid = () => findResults('ใบแจ้งหนี้ CSV');

describe('Template search', () => {
  it('shows the templates with their customer, types, status and last update', async () => {
    const search = answer<SearchUploadTemplateRequest>(`${TEMPLATE}/search`, () => rows(templates, 2));
    renderPage();
    const grid = await findGrid();

    expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาเทมเพลตนำเข้าข้อมูล' })).toBeInTheDocument();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'templateCode', sortDir: 'asc' });
    expectColumns(grid, [
      'รหัสเทมเพลต',
      'ลูกค้า',
      'ชื่อเทมเพลต',
      'ประเภทเทมเพลต',
      'ประเภทการนำเข้า',
      'ประเภทเอกสาร',
      'สถานะ',
      'แก้ไขล่าสุด',
      'แก้ไขโดย',
    ]);
    expect(within(grid).getByText('TPL000001')).toBeInTheDocument();
    expect(within(grid).getByText('C000001 บริษัท ทดสอบ จำกัด')).toBeInTheDocument();
    expect(within(grid).getByText('C000002 บริษัท ตัวอย่าง จำกัด')).toBeInTheDocument();
    // Types show their listbox labels, the status its coloured label.
    expect(await within(grid).findByText('ไฟล์ Excel (.xlsx)')).toBeInTheDocument();
    expect(within(grid).getByText('ไฟล์ CSV')).toBeInTheDocument();
    expect(within(grid).getByText('E-DOCUMENT')).toBeInTheDocument();
    expect(within(grid).getByText('ใบกำกับภาษี')).toBeInTheDocument();
    expect(within(grid).getByText('ใบรับ (ใบเสร็จรับเงิน)')).toBeInTheDocument();
    expect(within(grid).getByText('ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getByText('ไม่ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getAllByText(/^21 พ\.ย\. 2569 \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByText('ทั้งหมด 2 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeInTheDocument();
    // Templates are made inactive, never deleted.
    expect(within(grid).queryByRole('button', { name: /^ลบ/ })).not.toBeInTheDocument();
  });

  it('sends every criterion of the search card and keeps it in the URL', async () => {
    const search = answer<SearchUploadTemplateRequest>(`${TEMPLATE}/search`, () => rows(templates));
    const { user, router } = renderPage();
    await findGrid();

    const card = screen.getByRole('search');
    await chooseOption(user, card, 'ลูกค้า', 'C000002 บริษัท ตัวอย่าง จำกัด');
    await fill(user, within(card).getByRole('textbox', { name: 'รหัสเทมเพลต' }), 'TPL');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อเทมเพลต' }), 'ใบแจ้งหนี้');
    await chooseOption(user, card, 'ประเภทเทมเพลต', 'ไฟล์ CSV');
    await chooseOption(user, card, 'ประเภทเอกสาร', 'ใบรับ (ใบเสร็จรับเงิน)');
    await chooseOption(user, card, 'สถานะ', 'ไม่ใช้งาน');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));

    await waitFor(() =>
      expect(search.last()).toEqual({
        customerCode: 'C000002',
        templateCode: 'TPL',
        templateName: 'ใบแจ้งหนี้',
        templateType: 'CSV',
        documentType: 'T01',
        templateStatus: 'INACTIVE',
        page: 1,
        size: 25,
        sortBy: 'templateCode',
        sortDir: 'asc',
      }),
    );
    expect(router.state.location.search).toContain('customerCode=C000002');
    expect(router.state.location.search).toContain('templateStatus=INACTIVE');
  });

  it('opens the template page to add a template and to view or edit a row', async () => {
    answer(`${TEMPLATE}/search`, () => rows(templates));
    const { user, router } = renderPage();

    await findGrid();
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    expect(await screen.findByText('template page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/new');

    await act(() => router.navigate('/template'));
    let grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'ดู TPL000002 ใบแจ้งหนี้ CSV' }));
    expect(await screen.findByText('template page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/TPL000002');

    await act(() => router.navigate('/template'));
    grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'แก้ไข TPL000001 ใบกำกับภาษีรายเดือน' }));
    expect(await screen.findByText('template page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/TPL000001');
    // Edit opens the editor; view (above) the page for reading (issue 32).
    expect(router.state.location.search).toBe('?mode=edit');

    // A click on the row opens it for reading, as its view button does.
    await act(() => router.navigate('/template'));
    grid = await findGrid();
    await user.click(within(grid).getByText('TPL000002'));
    expect(await screen.findByText('template page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/TPL000002');
    expect(router.state.location.search).toBe('');
  });
});
