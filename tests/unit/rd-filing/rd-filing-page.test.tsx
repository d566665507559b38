import { screen, waitFor, within } from '@testing-library/react';
import { RD_FILING_PREFIX, type RdMonthRow } from 'contract/rd-filing';
import { http, HttpResponse } from 'msw';
import RdFilingPage from 'src/features/rd-filing/routes/rd-filing-page';
import { saveFile } from 'src/lib/save-file';
import { server } from 'src/mocks/server';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';

// The filing screen: each month with its figures, Buddhist-era month and status; the pack saved
// under the server's name; "mark submitted" asks for the reference and sends it as the contract says.

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const october: RdMonthRow = {
  customerCode: 'C000001',
  customerName: 'บริษัท ผู้ขาย จำกัด',
  month: '2026-10',
  dueDate: '2026-11-15',
  status: 'NOT_SUBMITTED',
  documents: 3,
  cancelled: 1,
  unsigned: 0,
  totalAmount: '3210.00',
  byType: [],
  rdReference: null,
  submittedBy: null,
  submittedAt: null,
  packFileId: null,
};

function serveMonths() {
  const marked: unknown[] = [];
  let row = october;
  server.use(
    http.post(`${RD_FILING_PREFIX}/searchMonths`, () =>
      HttpResponse.json({
        status: { code: '000', message: 'Success' },
        data: [row],
        paging: { page: 1, size: 25, totalRecords: 1, totalPages: 1 },
      }),
    ),
    http.post(
      `${RD_FILING_PREFIX}/downloadPack`,
      () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="rd-C000001-2026-10.zip"',
          },
        }),
    ),
    http.post(`${RD_FILING_PREFIX}/markSubmitted`, async ({ request }) => {
      marked.push(await request.json());
      row = {
        ...october,
        status: 'SUBMITTED',
        rdReference: 'RD-6911-000123',
        submittedAt: '2026-11-12T03:00:00Z',
      };
      return HttpResponse.json({ status: { code: '000', message: 'Success' }, data: row });
    }),
  );
  return marked;
}

describe('the Revenue Department filing screen', () => {
  it('shows the month, downloads its pack, and records the filing with its reference', async () => {
    const marked = serveMonths();
    renderWithProviders(<RdFilingPage />, { route: '/rd-filing' });
    const user = fastUser();

    const cell = await screen.findAllByText('ตุลาคม 2569');
    const row = cell[0]!.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('ยังไม่ยื่น')).toBeInTheDocument();
    expect(within(row).getByText('3,210.00')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'ดาวน์โหลดชุดเอกสาร ตุลาคม 2569' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith('rd-C000001-2026-10.zip', expect.any(Blob)));

    await user.click(within(row).getByRole('button', { name: 'บันทึกการยื่น ตุลาคม 2569' }));
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกการยื่นเอกสาร เดือนตุลาคม 2569' });
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(/กรุณา/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /เลขอ้างอิงจากกรมสรรพากร/ }), 'RD-6911-000123');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(marked).toEqual([{ customerCode: 'C000001', month: '2026-10', rdReference: 'RD-6911-000123' }]),
    );
    expect(await screen.findByText('ยื่นแล้ว')).toBeInTheDocument();
  });
});
