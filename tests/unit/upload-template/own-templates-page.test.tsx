import { screen, waitFor, within } from '@testing-library/react';
import type { SearchUploadTemplateRequest } from 'contract/upload-template';
import OwnTemplatesPage from 'src/features/upload-template/routes/own-templates-page';
import { saveFile } from 'src/lib/save-file';
import { expectColumns, fastUser, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answer, answerLookups, answerSample, rows, TEMPLATE, uploadTemplate } from './upload-template-msw';

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// What the server answers a customer user: the own customer's ACTIVE templates only.
const ownTemplates = [
  uploadTemplate(),
  uploadTemplate({
    templateCode: 'TPL000003',
    templateName: 'ใบเสร็จรับเงิน CSV',
    templateType: 'CSV',
    uploadType: 'EDOC',
    documentType: 'T01',
  }),
];

function renderPage(route = '/template') {
  answerLookups();
  const result = renderWithProviders(<OwnTemplatesPage />, { route, module: 'customer' });
  return { ...result, user: fastUser() };
}

const findGrid = () => findResults('ใบเสร็จรับเงิน CSV');

describe('The customer’s upload templates', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('lists the templates read only, with their types', async () => {
    const search = answer<SearchUploadTemplateRequest>(`${TEMPLATE}/search`, () => rows(ownTemplates));
    const { user } = renderPage();
    const grid = await findGrid();

    expect(screen.getByRole('heading', { level: 1, name: 'เทมเพลตนำเข้าข้อมูล' })).toBeInTheDocument();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'templateName', sortDir: 'asc' });
    expectColumns(grid, ['รหัสเทมเพลต', 'ชื่อเทมเพลต', 'ประเภทเทมเพลต', 'ประเภทการนำเข้า', 'ประเภทเอกสาร']);
    expect(within(grid).queryByRole('columnheader', { name: /สถานะ/ })).not.toBeInTheDocument();
    expect(within(grid).getByText('TPL000001')).toBeInTheDocument();
    expect(within(grid).getByText('ใบกำกับภาษีรายเดือน')).toBeInTheDocument();
    expect(await within(grid).findByText('ไฟล์ Excel (.xlsx)')).toBeInTheDocument();
    expect(within(grid).getByText('E-TAX')).toBeInTheDocument();
    expect(within(grid).getByText('E-DOCUMENT')).toBeInTheDocument();
    expect(within(grid).getByText('ใบกำกับภาษี')).toBeInTheDocument();
    expect(within(grid).getByText('ใบรับ (ใบเสร็จรับเงิน)')).toBeInTheDocument();
    // Read only: no add, view, edit or delete; a sample file per row.
    expect(screen.queryByRole('button', { name: 'เพิ่ม' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^(ดู|แก้ไข|ลบ) / })).not.toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง TPL000001 ใบกำกับภาษีรายเดือน' }),
    ).toBeInTheDocument();

    const card = screen.getByRole('search');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อเทมเพลต' }), 'ใบเสร็จ');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() =>
      expect(search.last()).toEqual({
        templateName: 'ใบเสร็จ',
        page: 1,
        size: 25,
        sortBy: 'templateName',
        sortDir: 'asc',
      }),
    );
  });

  it('downloads a row’s sample file under the server’s name', async () => {
    answer(`${TEMPLATE}/search`, () => rows(ownTemplates));
    const sample = answerSample('ใบกำกับภาษีรายเดือน.xlsx');
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(
      within(grid).getByRole('button', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง TPL000001 ใบกำกับภาษีรายเดือน' }),
    );

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(sample.codes).toEqual(['TPL000001']);
    const [fileName, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('ใบกำกับภาษีรายเดือน.xlsx');
    expect(blob.size).toBe(4);
  });

  it('names the file after the template when the server gives no name', async () => {
    answer(`${TEMPLATE}/search`, () => rows(ownTemplates));
    const sample = answerSample(null);
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(
      within(grid).getByRole('button', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง TPL000003 ใบเสร็จรับเงิน CSV' }),
    );

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith('TPL000003-sample.xlsx', expect.any(Blob)));
    expect(sample.codes).toEqual(['TPL000003']);
  });
});
