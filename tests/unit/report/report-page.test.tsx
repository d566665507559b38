import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REPORT_CONTENT_TYPE, REPORT_PREFIX } from 'contract/report';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import { bangkokToday } from 'src/lib/bangkok-date';
import ReportPage from 'src/features/report/routes/report-page';
import { saveFile } from 'src/lib/save-file';
import { failureBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { answerCustomers } from '../document/document-msw';
import { chooseOption, fastUser, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';

// The report screen: the range and customer sent as the contract says, the file saved under the
// server's name, the rules checked before a request, and the server's refusals said at the field.

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const REPORT = `${REPORT_PREFIX}/demo`;
const FILE_NAME = 'document-summary_2026-11-01_2026-11-26.xlsx';

/** The report call: records the bodies and answers `reply` (a workbook's bytes by default). */
function serveReport(reply?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(REPORT, async ({ request }) => {
      bodies.push(await request.json());
      return (
        reply?.() ??
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': REPORT_CONTENT_TYPE,
            'content-disposition': `attachment; filename="${FILE_NAME}"`,
          },
        })
      );
    }),
  );
  return bodies;
}

function renderPage() {
  answerCustomers();
  renderWithProviders(
    <DatePickerProvider>
      <ReportPage />
    </DatePickerProvider>,
    { route: '/report' },
  );
  return fastUser();
}

/** Day, month and Buddhist-era year, typed section by section as a user does. */
async function typeDate(user: UserEvent, label: RegExp, keys: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(keys);
}

const downloadButton = () => screen.getByRole('button', { name: 'ดาวน์โหลดรายงาน (.xlsx)' });

describe('the report screen', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('downloads this month of every customer by default, then of the customer chosen', async () => {
    const bodies = serveReport();
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงาน' })).toBeInTheDocument();
    await user.click(downloadButton());
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const today = dayjs(bangkokToday());
    expect(bodies[0]).toEqual({
      dateFrom: today.startOf('month').format('YYYY-MM-DD'),
      dateTo: today.format('YYYY-MM-DD'),
    });
    expect(vi.mocked(saveFile).mock.calls[0]![0]).toBe(FILE_NAME);
    expect(vi.mocked(saveFile).mock.calls[0]![1].type).toBe(REPORT_CONTENT_TYPE);
    expect(screen.getByRole('status')).toHaveTextContent(`ดาวน์โหลด ${FILE_NAME} แล้ว`);

    await chooseOption(user, document.body, /ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await user.click(downloadButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ customerCode: 'C000001' });
  });

  it('checks the range before asking: in order, and at most 366 days', async () => {
    const bodies = serveReport();
    const user = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'รายงาน' });
    await typeDate(user, /วันที่ออกเอกสาร ตั้งแต่/, '01012568');
    await typeDate(user, /ถึงวันที่/, '31122569');
    await user.click(downloadButton());
    expect(await screen.findByText('ช่วงวันที่ต้องไม่เกิน 366 วัน')).toBeInTheDocument();
    await typeDate(user, /ถึงวันที่/, '31122567');
    await user.click(downloadButton());
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('says under the customer when the server no longer knows it', async () => {
    serveReport(() => HttpResponse.json(failureBody('404', 'Not found'), { status: 404 }));
    const user = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'รายงาน' });
    await chooseOption(user, document.body, /ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await user.click(downloadButton());
    expect(await screen.findByText('ไม่พบลูกค้านี้')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /ลูกค้า/ })).toHaveFocus();
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.getByText('ดาวน์โหลดรายงานไม่สำเร็จ')).toBeInTheDocument();
  });
});
