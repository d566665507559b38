import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateTicketRequest } from 'contract/ticket';
import { i18n } from 'src/lib/i18n';
import TicketPage from 'src/features/ticket/routes/ticket-page';
import { answerPost, ok } from '../msw-answer';
import { chooseOption, fastUser, SLOW_TEST } from '../master-data/interact';
import { renderRoutedPage, renderWithProviders } from '../render';
import { answerMultipart, answerTicketListboxes, TICKET, ticketDetail } from './ticket-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(detail = ticketDetail()) {
  answerTicketListboxes();
  answerPost(`${TICKET}/unreadCount`, () => ok({ count: 0 }));
  const get = answerPost<{ ticketRequestNo: string }>(`${TICKET}/getByRequestNo`, () => ok(detail));
  const result = renderRoutedPage(
    <TicketPage />,
    '/ticket/:ticketRequestNo',
    `/ticket/${detail.ticketRequestNo}`,
  );
  return { ...result, user: fastUser(), get };
}

describe('Ticket page (administrator)', () => {
  beforeEach(() => void i18n.changeLanguage('th'));

  it('shows what was asked, the conversation with the internal note marked, and the history', async () => {
    const { get } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คำร้อง TK-2569-000001' }),
    ).toBeInTheDocument();
    expect(get.bodies).toEqual([{ ticketRequestNo: 'TK-2569-000001' }]);
    const conversation = screen.getByRole('list', { name: 'การสนทนา' });
    const [first, second] = within(conversation).getAllByRole('listitem');
    expect(first).toHaveTextContent('กรุณาส่งไฟล์ตัวอย่างมาด้วยครับ');
    expect(first).not.toHaveTextContent('บันทึกภายใน');
    expect(second).toHaveTextContent('บันทึกภายใน');
    expect(screen.getByRole('button', { name: 'screen.png' })).toBeInTheDocument();
    expect(await screen.findByText('สถานะ: เปิด · ความเร่งด่วน: สูง')).toBeInTheDocument();
  });

  it('replies with an internal note and a file, without asking, and keeps nothing typed once sent', async () => {
    const sent = answerMultipart(`${TICKET}/addComment`, ticketDetail());
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'ข้อความตอบกลับ' });
    const message = within(form).getByRole('textbox', { name: /ข้อความตอบกลับ/ });
    await user.click(within(form).getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await within(form).findByText('กรุณาระบุข้อมูล')).toBeInTheDocument();

    await user.type(message, 'ตรวจสอบแล้ว');
    // An OPEN ticket: the reply starts the work unless unticked; a note leaves the status alone.
    expect(within(form).getByRole('checkbox', { name: /เริ่มดำเนินการ/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /บันทึกภายใน/ }));
    expect(within(form).queryByRole('checkbox', { name: /เริ่มดำเนินการ/ })).not.toBeInTheDocument();
    const input = within(form).getByLabelText('แนบไฟล์', { selector: 'input' });
    await user.upload(input, new File(['%PDF-1.7'], 'log.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('log.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'ส่งข้อความ' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          fields: {
            ticketRequestNo: 'TK-2569-000001',
            message: 'ตรวจสอบแล้ว',
            internal: 'true',
            startWork: 'true',
          },
          files: [expect.any(Number)],
        },
      ]),
    );
    await waitFor(() => expect(message).toHaveValue(''));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves an OPEN ticket OPEN when the staff member unticks "start work"', async () => {
    const sent = answerMultipart(`${TICKET}/addComment`, ticketDetail());
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'ข้อความตอบกลับ' });
    await user.type(within(form).getByRole('textbox', { name: /ข้อความตอบกลับ/ }), 'ขอข้อมูลเพิ่มครับ');
    await user.click(within(form).getByRole('checkbox', { name: /เริ่มดำเนินการ/ }));
    await user.click(within(form).getByRole('button', { name: 'ส่งข้อความ' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          fields: {
            ticketRequestNo: 'TK-2569-000001',
            message: 'ขอข้อมูลเพิ่มครับ',
            internal: 'false',
            startWork: 'false',
          },
          files: [],
        },
      ]),
    );
  });

  it('refuses a fourth file and a file of another type in the browser', async () => {
    renderPage();
    // As a user who picks "All files" in the browser's file chooser: `accept` does not filter.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const form = await screen.findByRole('form', { name: 'ข้อความตอบกลับ' });
    const input = within(form).getByLabelText('แนบไฟล์', { selector: 'input' });
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('ชนิดไฟล์ไม่ถูกต้อง');
    const pngs = ['a', 'b', 'c', 'd'].map((name) => new File(['png'], `${name}.png`, { type: 'image/png' }));
    await user.upload(input, pngs);
    expect(within(form).getByRole('list', { name: 'แนบไฟล์' }).children).toHaveLength(3);
    expect(within(form).getByRole('alert')).toHaveTextContent('แนบไฟล์ได้ไม่เกิน 3 ไฟล์');
  });

  it('moves the status with the version that was read', async () => {
    const update = answerPost<UpdateTicketRequest>(`${TICKET}/update`, () =>
      ok(ticketDetail({ status: 'IN_PROGRESS', version: 2 })),
    );
    const { user } = renderPage();
    const manage = await screen.findByRole('form', { name: 'จัดการคำร้อง' });
    await chooseOption(user, manage, /เปลี่ยนสถานะ/, 'กำลังดำเนินการ');
    await user.click(within(manage).getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการแก้ไขคำร้อง');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(update.bodies).toEqual([
        { ticketRequestNo: 'TK-2569-000001', version: 1, status: 'IN_PROGRESS' },
      ]),
    );
  });

  it('says so when the ticket does not exist', async () => {
    answerTicketListboxes();
    answerPost(`${TICKET}/getByRequestNo`, () => ({
      status: 404,
      json: { status: { code: '404', message: 'Not found', requestId: 'x' } },
    }));
    renderWithProviders(<TicketPage />, {
      routes: [{ path: '/ticket/:ticketRequestNo', element: <TicketPage /> }],
      route: '/ticket/TK-2569-999999',
    });
    expect(await screen.findByText(/ไม่พบคำร้องนี้/)).toBeInTheDocument();
  });
});
