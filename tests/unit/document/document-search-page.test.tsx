import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SearchDocumentRequest } from 'contract/document';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import { server } from 'src/mocks/server';
import DocumentSearchPage from 'src/features/document/routes/document-search-page';
import { answerPost, rows } from '../msw-answer';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answerCustomers, answerListboxes, DOCUMENT, documentRow } from './document-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const DEFAULT_PAGING = { page: 1, size: 25, sortBy: 'issueDate', sortDir: 'desc' };

function renderPage(route = '/document') {
  answerCustomers();
  answerListboxes();
  const search = answerPost<SearchDocumentRequest>(`${DOCUMENT}/search`, () =>
    rows([
      // Named by a GENERATED cancellation note (docs/corrections.md).
      documentRow({ cancelled: true }),
      documentRow({
        documentId: 6,
        documentNo: 'INV-0002',
        buyerName: 'ร้าน ข',
        totalAmount: '1234567.5',
        status: 'FAILED',
        failCode: 'NUMBER_TAKEN',
        failParams: { documentNo: 'INV-0002' },
        emailStatus: 'FAILED',
        smsStatus: 'SENT',
        pdfFileId: null,
      }),
    ]),
  );
  const result = renderWithProviders(
    <DatePickerProvider>
      <DocumentSearchPage />
    </DatePickerProvider>,
    { route },
  );
  return { ...result, user: fastUser(), search };
}

/** Day, month and Buddhist-era year, typed section by section as a user does. */
async function typeDate(user: UserEvent, card: HTMLElement, label: RegExp, keys: string) {
  const group = within(card).getByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(keys);
  expect(group).toHaveTextContent(`${keys.slice(0, 2)}/${keys.slice(2, 4)}/${keys.slice(4)}`);
}

describe('The document search (administrator)', () => {
  it('lists the documents with their amounts, statuses and the customer', async () => {
    const { search } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ค้นหาเอกสาร' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    const link = await within(grid).findByRole('link', { name: 'INV-0001' });
    expect(link).toHaveAttribute('href', '/document/5');
    expect(search.bodies[0]).toEqual(DEFAULT_PAGING);

    const first = link.closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('1,338.04')).toBeInTheDocument();
    expect(within(first).getByText('20 พ.ย. 2569')).toBeInTheDocument();
    expect(within(first).getByText('C000001 บริษัท ตัวอย่าง จำกัด')).toBeInTheDocument();
    expect(await within(first).findByText('ใบกำกับภาษี')).toBeInTheDocument();
    expect(within(first).getByText('สร้างแล้ว')).toBeInTheDocument();
    expect(within(first).getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(within(first).getByText('รอส่ง')).toBeInTheDocument();
    expect(within(first).getByText('ไม่ต้องส่ง')).toBeInTheDocument();

    const second = within(grid)
      .getByRole('link', { name: 'INV-0002' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(second).getByText('1,234,567.50')).toBeInTheDocument();
    expect(within(second).getByText('สร้างไม่สำเร็จ')).toBeInTheDocument();
    expect(within(second).queryByText('ยกเลิกแล้ว')).not.toBeInTheDocument();
    expect(within(second).getByText('ส่งไม่สำเร็จ')).toBeInTheDocument();
    expect(within(second).getByText('ส่งแล้ว')).toBeInTheDocument();

    for (const header of ['เลขที่เอกสาร', 'ลูกค้า', 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ', 'สถานะอีเมล', 'สถานะ SMS'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeInTheDocument();
  });

  it('sends the criteria the user chose, the Buddhist-era dates as Gregorian YYYY-MM-DD', async () => {
    const { user, search, router } = renderPage();
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    const card = screen.getByRole('search');
    await chooseOption(user, card, /^ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await chooseOption(user, card, /^ประเภทเอกสาร/, 'ใบลดหนี้');
    await fill(user, within(card).getByRole('textbox', { name: 'เลขที่เอกสาร' }), 'CN-01');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อผู้ซื้อ' }), 'ผู้ซื้อ');
    await fill(user, within(card).getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษีผู้ซื้อ' }), '0105536112014');
    await typeDate(user, card, /วันที่เอกสาร ตั้งแต่/, '01112569');
    await typeDate(user, card, /วันที่เอกสาร ถึง/, '30112569');
    await chooseOption(user, card, 'สถานะ', 'สร้างไม่สำเร็จ');
    await chooseOption(user, card, /^สถานะการส่ง/, 'ส่งไม่สำเร็จ');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search.bodies).toHaveLength(2));
    expect(search.bodies[1]).toEqual({
      customerCode: 'C000001',
      documentType: '81',
      documentNo: 'CN-01',
      buyerName: 'ผู้ซื้อ',
      buyerTaxId: '0105536112014',
      issueDateFrom: '2026-11-01',
      issueDateTo: '2026-11-30',
      status: 'FAILED',
      deliveryStatus: 'FAILED',
      ...DEFAULT_PAGING,
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('documentType')).toBe('81');
    expect(params.get('issueDateTo')).toBe('2026-11-30');
  });

  it('searches one import’s documents from the URL, keeps it with new criteria, and can drop it', async () => {
    const { user, search } = renderPage('/document?uploadId=12');
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    expect(search.bodies[0]).toEqual({ uploadId: 12, ...DEFAULT_PAGING });
    expect(screen.getByText('แสดงเฉพาะเอกสารจากรายการนำเข้าเลขที่ 12')).toBeInTheDocument();

    const card = screen.getByRole('search');
    await fill(user, within(card).getByRole('textbox', { name: 'เลขที่เอกสาร' }), 'INV');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search.bodies).toHaveLength(2));
    expect(search.bodies[1]).toEqual({ uploadId: 12, documentNo: 'INV', ...DEFAULT_PAGING });

    await user.click(screen.getByRole('button', { name: 'แสดงเอกสารทั้งหมด' }));
    await waitFor(() => expect(search.bodies).toHaveLength(3));
    expect(search.bodies[2]).toEqual({ documentNo: 'INV', ...DEFAULT_PAGING });
    expect(screen.queryByText(/รายการนำเข้าเลขที่ 12/)).not.toBeInTheDocument();
  });

  it('leaves out what a hand-edited URL holds that the API would refuse', async () => {
    const { search } = renderPage('/document?uploadId=abc&status=DONE&deliveryStatus=SENT');
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    expect(search.bodies[0]).toEqual({ deliveryStatus: 'SENT', ...DEFAULT_PAGING });
    expect(screen.queryByText(/รายการนำเข้าเลขที่/)).not.toBeInTheDocument();
  });

  it('refuses an issue-date range that ends before it starts, without searching', async () => {
    const { user, search } = renderPage('/document?issueDateFrom=2026-11-20&issueDateTo=2026-11-01');
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    expect(search.bodies).toHaveLength(1);
  });

  it('opens a document’s page from its number', async () => {
    const { user, router } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await user.click(await within(grid).findByRole('link', { name: 'INV-0002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/document/6'));
  });

  it('exports every document of the search from the server: its criteria and sort, no paging', async () => {
    const asked: { format: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${DOCUMENT}/export`, async ({ request }) => {
        asked.push({ format: new URL(request.url).searchParams.get('format'), body: await request.json() });
        return new HttpResponse('x', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''documents.xlsx" },
        });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:x',
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('/document?buyerName=%E0%B9%84%E0%B8%97%E0%B8%A2&status=FAILED&page=3');
    await screen.findByRole('link', { name: 'INV-0001' });

    await user.click(screen.getByRole('button', { name: 'ส่งออก Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toEqual([
      { format: 'xlsx', body: { buyerName: 'ไทย', status: 'FAILED', sortBy: 'issueDate', sortDir: 'desc' } },
    ]);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
