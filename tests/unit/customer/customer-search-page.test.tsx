import { act, screen, waitFor, within } from '@testing-library/react';
import type { SearchCustomerRequest } from 'contract/customer';
import CustomerSearchPage from 'src/features/customer/routes/customer-search-page';
import { i18n } from 'src/lib/i18n';
import { chooseOption, fastUser, fill, findResults, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { customerRows } from './customer-fixtures';
import { answer, answerLookups, CUSTOMER, failure, ok, rows } from './customer-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(route = '/customer') {
  answerLookups();
  const result = renderWithProviders(<CustomerSearchPage />, {
    route,
    routes: [
      { path: '/customer', element: <CustomerSearchPage /> },
      { path: '/customer/*', element: <p>customer page</p> },
    ],
  });
  return { ...result, user: fastUser() };
}

const findGrid = () => findResults('บริษัท ทดสอบ จำกัด');

describe('Customer search', () => {
  it('searches with the default paging and sort and shows the rows, and follows a language switch', async () => {
    const search = answer<SearchCustomerRequest>(`${CUSTOMER}/search`, () => rows(customerRows, 42));
    renderPage();

    const grid = await findGrid();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'customerCode', sortDir: 'asc' });
    expect(screen.getByRole('heading', { level: 1, name: 'ค้นหาลูกค้า' })).toBeInTheDocument();
    expect(screen.getByText('ทั้งหมด 42 รายการ')).toBeInTheDocument();
    expect(within(grid).getByText('0105536112014')).toBeInTheDocument();
    // The type shows its listbox label, the status its coloured label.
    expect(await within(grid).findByText('นิติบุคคล')).toBeInTheDocument();
    expect(within(grid).getByText('บุคคลธรรมดา')).toBeInTheDocument();
    expect(within(grid).getByText('ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getByText('ไม่ใช้งาน')).toBeInTheDocument();
    expect(within(grid).getAllByText(/^21 พ\.ย\. 2569 \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'เพิ่ม' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeInTheDocument();

    // The same rows in English: title, headers, listbox labels, Gregorian dates.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Customer search' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /Tax ID/ })).toBeInTheDocument();
    expect(await within(grid).findByText('Juristic person')).toBeInTheDocument();
    expect(within(grid).getByText('Inactive')).toBeInTheDocument();
    expect(within(grid).getAllByText(/^21 Nov 2026 \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByText('42 records')).toBeInTheDocument();
  });

  it('sends every criterion of the search card and keeps it in the URL', async () => {
    const search = answer<SearchCustomerRequest>(`${CUSTOMER}/search`, () => rows(customerRows));
    const { user, router } = renderPage();
    await findGrid();

    const card = screen.getByRole('search');
    await fill(user, within(card).getByRole('textbox', { name: 'รหัสลูกค้า' }), 'C0000');
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อลูกค้า' }), 'ทดสอบ');
    await fill(user, within(card).getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี' }), '0105');
    await chooseOption(user, card, 'ประเภทลูกค้า', 'นิติบุคคล');
    await chooseOption(user, card, 'สถานะ', 'ไม่ใช้งาน');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));

    await waitFor(() =>
      expect(search.last()).toEqual({
        customerCode: 'C0000',
        customerName: 'ทดสอบ',
        customerNumber: '0105',
        customerType: 'JURISTIC',
        customerStatus: 'INACTIVE',
        page: 1,
        size: 25,
        sortBy: 'customerCode',
        sortDir: 'asc',
      }),
    );
    expect(router.state.location.search).toContain('customerType=JURISTIC');
    expect(router.state.location.search).toContain('customerStatus=INACTIVE');
  });

  it('says so when nothing matches', async () => {
    answer(`${CUSTOMER}/search`, () => rows([]));
    renderPage('/customer?customerName=zzz');
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    expect(await within(grid).findByText('ไม่พบข้อมูล')).toBeInTheDocument();
  });

  it('shows a failed search with a retry', async () => {
    let calls = 0;
    answer(`${CUSTOMER}/search`, () => {
      calls += 1;
      return calls === 1 ? failure(500, []) : rows(customerRows);
    });
    const { user } = renderPage();
    expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await findGrid();
  });

  it('deletes a customer after the delete question, with its version, and refreshes', async () => {
    const search = answer(`${CUSTOMER}/search`, () => rows(customerRows));
    const remove = answer(`${CUSTOMER}/delete`, () => ok({}));
    const { user } = renderPage();
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'ลบ C000001 บริษัท ทดสอบ จำกัด' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('ยืนยันการลบข้อมูล');
    const before = search.bodies.length;
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ customerCode: 'C000001', version: 3 }]);
    await waitFor(() => expect(search.bodies.length).toBeGreaterThan(before));
  });

  it('opens a customer on its own page: view, edit and add', async () => {
    answer(`${CUSTOMER}/search`, () => rows(customerRows));
    const { user, router } = renderPage('/customer?customerName=a');
    const grid = await findGrid();

    await user.click(within(grid).getByRole('button', { name: 'ดู C000001 บริษัท ทดสอบ จำกัด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/C000001'));
    // The customer page's back button returns to this search.
    expect(router.state.location.state).toEqual({ listSearch: '?customerName=a' });

    await act(() => router.navigate('/customer?customerName=a'));
    await user.click(
      await within(await findGrid()).findByRole('button', { name: 'แก้ไข C000001 บริษัท ทดสอบ จำกัด' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/C000001/edit'));

    await act(() => router.navigate('/customer'));
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/new'));
  });
});
