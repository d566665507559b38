import { screen, waitFor, within } from '@testing-library/react';
import type { SearchTicketRequest } from 'contract/ticket';
import { DatePickerProvider } from 'src/app/date-provider';
import TicketSearchPage from 'src/features/ticket/routes/ticket-search-page';
import { answerPost, ok, rows } from '../msw-answer';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answerMultipart, answerTicketListboxes, TICKET, ticketDetail, ticketRow } from './ticket-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderSearch() {
  answerTicketListboxes();
  answerPost<{ status?: string }>('/api/app/customerController/listCustomerByStatus', (body) =>
    ok(body.status === 'ACTIVE' ? [{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }] : []),
  );
  const search = answerPost<SearchTicketRequest>(`${TICKET}/search`, () =>
    rows([ticketRow({ unread: true }), ticketRow({ ticketRequestNo: 'TK-2569-000002', status: 'RESOLVED' })]),
  );
  const page = (
    <DatePickerProvider>
      <TicketSearchPage />
    </DatePickerProvider>
  );
  const result = renderWithProviders(page, {
    routes: [
      { path: '/ticket', element: page },
      { path: '/ticket/:ticketRequestNo', element: <p>ticket page</p> },
    ],
    route: '/ticket',
  });
  return { ...result, user: fastUser(), search };
}

describe('Open ticket (administrator)', () => {
  it('lists the tickets with their labels and marks the one with news', async () => {
    const { search } = renderSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'เปิดคำร้อง' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    const first = (await within(grid).findByRole('link', { name: 'TK-2569-000001' })).closest(
      '[role="row"]',
    )!;
    expect(first).toHaveTextContent('มีข้อความใหม่');
    expect(first).toHaveTextContent('สูง');
    expect(first).toHaveTextContent('แจ้งปัญหา');
    expect(first).toHaveTextContent('C000001 บริษัท ตัวอย่าง จำกัด');
    const second = within(grid).getByRole('link', { name: 'TK-2569-000002' }).closest('[role="row"]')!;
    expect(second).toHaveTextContent('แก้ไขแล้ว');
    expect(second).not.toHaveTextContent('มีข้อความใหม่');
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'lastUpdateDtm', sortDir: 'desc' });
  });

  it('opens a ticket for a customer, with the question first, then shows its page', async () => {
    const sent = answerMultipart(`${TICKET}/create`, ticketDetail({ ticketRequestNo: 'TK-2569-000003' }));
    const { user, router } = renderSearch();
    await user.click(await screen.findByRole('button', { name: 'เปิดคำร้องใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'เปิดคำร้องใหม่' });
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findAllByText('กรุณาระบุข้อมูล')).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await chooseOption(user, dialog, /ลูกค้า/, /C000001/);
    await fill(user, within(dialog).getByRole('textbox', { name: /เรื่อง/ }), 'ขอใบรับรอง');
    await chooseOption(user, dialog, /ประเภทคำร้อง/, 'สอบถามทั่วไป');
    await fill(user, within(dialog).getByRole('textbox', { name: /รายละเอียด/ }), 'ต้องการใบรับรองใหม่');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการเปิดคำร้อง');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          fields: {
            ticketSubject: 'ขอใบรับรอง',
            detail: 'ต้องการใบรับรองใหม่',
            priority: 'MEDIUM',
            actionType: 'GENERAL',
            customerCode: 'C000001',
          },
          files: [],
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/TK-2569-000003'));
  });
});
