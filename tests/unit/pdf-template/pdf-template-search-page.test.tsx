import { act, screen, waitFor, within } from '@testing-library/react';
import type { SearchPdfTemplateRequest } from 'contract/pdf-template';
import { chooseOption, expectColumns, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { answer, PDF, pdfTemplateRow, renderPdfTemplates, rows } from './pdf-template-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const templates = [
  pdfTemplateRow(),
  pdfTemplateRow({
    pdfTemplateId: 8,
    templateName: 'ใบแจ้งหนี้รายเดือน',
    customerCode: 'C000002',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    templateType: 'EDOC',
    documentType: '380',
    status: 'ACTIVE',
    fieldCount: 12,
  }),
];

const findGrid = () => findResults('ใบแจ้งหนี้รายเดือน');

describe('PDF template search', () => {
  it('shows the templates with their customer, types, status, field count and last update', async () => {
    const search = answer<SearchPdfTemplateRequest>(`${PDF}/searchPdfTemplate`, () => rows(templates));
    renderPdfTemplates('/pdf-template');
    const grid = await findGrid();

    expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาเทมเพลตเอกสาร PDF' })).toBeInTheDocument();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'pdfTemplateId', sortDir: 'desc' });
    expectColumns(grid, [
      'รหัส',
      'ชื่อเทมเพลต',
      'ลูกค้า',
      'ประเภทเทมเพลต',
      'ประเภทเอกสาร',
      'สถานะ',
      'จำนวนฟิลด์',
      'แก้ไขล่าสุด',
    ]);
    expect(within(grid).getByText('C000001 บริษัท ทดสอบ จำกัด')).toBeInTheDocument();
    expect(within(grid).getByText('ใบกำกับภาษีของลูกค้า')).toBeInTheDocument();
    // Types and statuses in their listbox labels; DRAFT reads ร่าง.
    expect(await within(grid).findByText('E-DOCUMENT')).toBeInTheDocument();
    expect(within(grid).getByText('ใบแจ้งหนี้')).toBeInTheDocument();
    expect(within(grid).getByText('ใบกำกับภาษี')).toBeInTheDocument();
    expect(await within(grid).findByText('ร่าง')).toBeInTheDocument();
    expect(within(grid).getByText('ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getByText('12')).toBeInTheDocument();
    expect(within(grid).getAllByText(/^21 พ\.ย\. 2569 \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByText('ทั้งหมด 2 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^ลบ/ })).not.toBeInTheDocument();
  });

  it('sends every criterion of the search card and keeps it in the URL', async () => {
    const search = answer<SearchPdfTemplateRequest>(`${PDF}/searchPdfTemplate`, () => rows(templates));
    const { user, router } = renderPdfTemplates('/pdf-template');
    await findGrid();

    const card = screen.getByRole('search');
    await chooseOption(user, card, 'ลูกค้า', 'C000002 บริษัท ตัวอย่าง จำกัด');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อเทมเพลต' }), 'ใบแจ้งหนี้');
    await chooseOption(user, card, 'ประเภทเทมเพลต', 'E-DOCUMENT');
    await chooseOption(user, card, 'ประเภทเอกสาร', 'ใบแจ้งหนี้');
    await chooseOption(user, card, 'สถานะ', 'ร่าง');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));

    await waitFor(() =>
      expect(search.last()).toEqual({
        customerCode: 'C000002',
        templateName: 'ใบแจ้งหนี้',
        templateType: 'EDOC',
        documentType: '380',
        status: 'DRAFT',
        page: 1,
        size: 25,
        sortBy: 'pdfTemplateId',
        sortDir: 'desc',
      }),
    );
    expect(router.state.location.search).toContain('customerCode=C000002');
    expect(router.state.location.search).toContain('status=DRAFT');
  });

  it('opens the template page to add a template and to view or edit a row', async () => {
    answer(`${PDF}/searchPdfTemplate`, () => rows(templates));
    answer(`${PDF}/getPdfTemplateById`, () => ({
      status: 404,
      json: { status: { code: '404', message: 'Not found' } },
    }));
    const { user, router } = renderPdfTemplates('/pdf-template');

    await findGrid();
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เพิ่มเทมเพลตเอกสาร PDF' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pdf-template/new');

    await act(() => router.navigate('/pdf-template'));
    let grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'ดู 8 ใบแจ้งหนี้รายเดือน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdf-template/8'));

    await act(() => router.navigate('/pdf-template'));
    grid = await findGrid();
    await user.click(within(grid).getByRole('button', { name: 'แก้ไข 7 ใบกำกับภาษีของลูกค้า' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdf-template/7'));
  });
});
