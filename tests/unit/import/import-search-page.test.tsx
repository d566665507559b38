import { screen, waitFor, within } from '@testing-library/react';
import type { SearchCustomerUploadRequest, UploadWorkflowRequest } from 'contract/customer-upload';
import { DatePickerProvider } from 'src/app/date-provider';
import { ImportSearchPage } from 'src/features/import/routes/import-search-page';
import { answerPost, ok, rows } from '../msw-answer';
import { chooseOption, fastUser, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { importDetail, UPLOAD } from './import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(route = '/import/etax', listed = importDetail()) {
  answerPost('/api/app/customerController/listCustomerByStatus', (body: { status?: string }) =>
    ok(body.status === 'ACTIVE' ? [{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }] : []),
  );
  const search = answerPost<SearchCustomerUploadRequest>(`${UPLOAD}/searchCustomerFileUpload`, () =>
    rows([listed]),
  );
  const page = (
    <DatePickerProvider>
      <ImportSearchPage uploadType="ETAX" />
    </DatePickerProvider>
  );
  const result = renderWithProviders(page, { route });
  return { ...result, user: fastUser(), search };
}

describe('The E-TAX import search', () => {
  it('lists the uploads of the type with the spec’s filters (the administrator picks the customer)', async () => {
    const { search } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'นำเข้าข้อมูล E-TAX' })).toBeInTheDocument();
    const grid = await findResults('invoices.xlsx');
    expect(search.bodies[0]).toEqual({
      uploadType: 'ETAX',
      page: 1,
      size: 25,
      sortBy: 'uploadDtm',
      sortDir: 'desc',
    });
    const card = screen.getByRole('search');
    for (const label of ['ลูกค้า', 'ชื่อบริษัท/ลูกค้า', 'เลขประจำตัวผู้เสียภาษี', 'รหัสสาขา', 'สถานะ']) {
      expect(within(card).getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
    }
    expect(within(grid).getByText('ข้อมูลไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัปโหลดไฟล์' })).toBeInTheDocument();
  });

  it('sends what the user chose, the Buddhist-era dates typed as Gregorian YYYY-MM-DD', async () => {
    const { user, search, router } = renderPage();
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    const card = screen.getByRole('search');
    await chooseOption(user, card, /^ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อบริษัท/ลูกค้า' }), 'ตัวอย่าง');
    await fill(user, within(card).getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี' }), '0105558000014');
    await fill(user, within(card).getByRole('textbox', { name: 'รหัสสาขา' }), '00000');
    await chooseOption(user, card, /^สถานะ/, 'พร้อมส่ง');
    // Day, month and the Buddhist-era year, typed section by section as a user does.
    const typeDate = async (label: RegExp, keys: string) => {
      const group = within(card).getByRole('group', { name: label });
      await user.click(within(group).getByRole('spinbutton', { name: 'วัน' }));
      await user.keyboard(keys);
      expect(group).toHaveTextContent(`${keys.slice(0, 2)}/${keys.slice(2, 4)}/${keys.slice(4)}`);
    };
    await typeDate(/วันที่อัปโหลด ตั้งแต่/, '01112569');
    await typeDate(/วันที่อัปโหลด ถึง/, '20112569');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search.bodies).toHaveLength(2));
    expect(search.bodies[1]).toEqual({
      uploadType: 'ETAX',
      customerCode: 'C000001',
      companyName: 'ตัวอย่าง',
      taxId: '0105558000014',
      branchCode: '00000',
      status: 'READY',
      uploadDateFrom: '2026-11-01',
      uploadDateTo: '2026-11-20',
      page: 1,
      size: 25,
      sortBy: 'uploadDtm',
      sortDir: 'desc',
    });
    // Kept in the URL like every list screen: a reload or a shared link searches the same.
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('uploadDateFrom')).toBe('2026-11-01');
    expect(params.get('status')).toBe('READY');
  });

  it('opens an upload’s page from its view action', async () => {
    const { user, router } = renderPage();
    const grid = await findResults('invoices.xlsx');
    await user.click(within(grid).getByRole('button', { name: 'ดู 12 invoices.xlsx' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/import/etax/12'));
  });

  it('cancels an abandoned upload from its row after asking, then searches again', async () => {
    const { user } = renderPage();
    const grid = await findResults('invoices.xlsx');
    const cancel = answerPost<UploadWorkflowRequest>(`${UPLOAD}/cancelFile`, () =>
      ok(importDetail({ status: 'CANCELLED', actions: [], version: 2 })),
    );
    const searchAgain = answerPost(`${UPLOAD}/searchCustomerFileUpload`, () =>
      rows([importDetail({ status: 'CANCELLED', actions: [], version: 2 })]),
    );
    await user.click(within(grid).getByRole('button', { name: 'ยกเลิกรายการนำเข้า 12 invoices.xlsx' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการยกเลิกรายการนำเข้านี้');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(cancel.bodies).toEqual([{ uploadId: 12, version: 1 }]));
    await waitFor(() => expect(searchAgain.bodies).toHaveLength(1));
    expect(await within(grid).findByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^ยกเลิกรายการนำเข้า/ })).not.toBeInTheDocument();
  });

  it('offers no cancel on a row the server does not let this user cancel', async () => {
    renderPage('/import/etax', importDetail({ status: 'USER_SUBMITTED', errorRows: 0, actions: [] }));
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    expect(await within(grid).findByRole('button', { name: 'ดู 12 invoices.xlsx' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^ยกเลิกรายการนำเข้า/ })).not.toBeInTheDocument();
  });

  it('shows the URL’s Gregorian dates with Buddhist-era years and sends them as they are', async () => {
    const { search } = renderPage(
      '/import/etax?uploadDateFrom=2026-11-01&uploadDateTo=2026-11-20&taxId=0105558000014',
    );
    await waitFor(() => expect(search.bodies.length).toBeGreaterThan(0));
    expect(search.bodies[0]).toMatchObject({
      uploadDateFrom: '2026-11-01',
      uploadDateTo: '2026-11-20',
      taxId: '0105558000014',
    });
    const from = screen.getByRole('group', { name: /วันที่อัปโหลด ตั้งแต่/ });
    expect(from).toHaveTextContent(/2569/);
  });

  it('refuses a date range that ends before it starts, without searching', async () => {
    const { user, search } = renderPage('/import/etax?uploadDateFrom=2026-11-20&uploadDateTo=2026-11-01');
    await waitFor(() => expect(search.bodies.length).toBe(1));
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    expect(search.bodies).toHaveLength(1);
  });
});
