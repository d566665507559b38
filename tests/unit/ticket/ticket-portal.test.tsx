import { screen, waitFor, within } from '@testing-library/react';
import type { UpdateTicketRequest } from 'contract/ticket';
import type * as EnvModule from 'src/config/env';
import TicketPage from 'src/features/ticket/routes/ticket-page';
import { answerPost, ok } from '../msw-answer';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answerTicketListboxes, TICKET, ticketDetail } from './ticket-msw';

// The customer portal's build: no status or priority controls and no internal notes; a resolved
// ticket can be reopened.
vi.mock('src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, module: 'customer' } };
});

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

describe('A ticket in the customer portal', () => {
  it('reopens a resolved ticket after asking, and offers no admin controls', async () => {
    answerTicketListboxes();
    const resolved = ticketDetail({
      status: 'RESOLVED',
      nextStatuses: ['IN_PROGRESS'],
      comments: [],
      version: 4,
    });
    answerPost(`${TICKET}/getByRequestNo`, () => ok(resolved));
    const update = answerPost<UpdateTicketRequest>(`${TICKET}/update`, () =>
      ok({ ...resolved, status: 'IN_PROGRESS', nextStatuses: [], version: 5 }),
    );
    renderWithProviders(<TicketPage />, {
      routes: [{ path: '/ticket/:ticketRequestNo', element: <TicketPage /> }],
      route: '/ticket/TK-2569-000001',
      module: 'customer',
    });
    const user = fastUser();
    const form = await screen.findByRole('form', { name: 'ข้อความตอบกลับ' });
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'จัดการคำร้อง' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เปิดคำร้องอีกครั้ง' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการเปิดคำร้องอีกครั้ง');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(update.bodies).toEqual([
        { ticketRequestNo: 'TK-2569-000001', version: 4, status: 'IN_PROGRESS' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'เปิดคำร้องอีกครั้ง' })).not.toBeInTheDocument(),
    );
  });
});
