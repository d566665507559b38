import { screen, waitFor, within } from '@testing-library/react';
import type { SearchCustomerUploadRequest } from 'contract/customer-upload';
import { DatePickerProvider } from 'src/app/date-provider';
import { ImportSearchPage } from 'src/features/import/routes/import-search-page';
import { answerPost, ok, rows } from '../msw-answer';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { importDetail, UPLOAD } from './import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(route = '/import/etax') {
  answerPost('/api/app/customerController/listCustomerByStatus', () => ok([]));
  const search = answerPost<SearchCustomerUploadRequest>(`${UPLOAD}/searchCustomerFileUpload`, () =>
    rows([importDetail()]),
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
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByText('invoices.xlsx');
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
    expect(screen.getByRole('button', { name: 'อัพโหลดไฟล์' })).toBeInTheDocument();
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
    const from = screen.getByRole('group', { name: /วันที่อัพโหลด ตั้งแต่/ });
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
