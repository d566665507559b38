import { screen, waitFor } from '@testing-library/react';
import { BULK_DOWNLOAD_PREFIX, type BulkDownload } from 'contract/bulk-download';
import { http, HttpResponse } from 'msw';
import { BulkDownloadPanel } from 'src/features/document/components/bulk-download/bulk-download-panel';
import { failureBody } from 'src/mocks/envelope';
import { saveFile } from 'src/lib/save-file';
import { server } from 'src/mocks/server';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { answerPost, ok } from '../msw-answer';
import { renderWithProviders } from '../render';

// "Download all as ZIP" on the document list: it sends the search's criteria without the page,
// follows the job's progress, then saves the zip under the server's name; a refusal (more than
// 10,000 documents) is shown as the server words it.

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const SEARCH = {
  documentNo: 'INV',
  issueDateFrom: '2026-10-01',
  page: 2,
  size: 25,
  sortBy: 'issueDate',
  sortDir: 'desc',
} as const;

const request = (overrides: Partial<BulkDownload>): BulkDownload => ({
  bulkDownloadId: 7,
  status: 'QUEUED',
  done: 0,
  total: 120,
  sizeBytes: null,
  createDtm: '2026-11-28T03:00:00Z',
  expiresAt: '2026-11-29T03:00:00Z',
  ...overrides,
});

describe('the bulk download on the document list', () => {
  it('asks for the zip of the search, shows its progress and expiry, then saves it', async () => {
    const created = answerPost(`${BULK_DOWNLOAD_PREFIX}/create`, () => ok(request({})));
    const answers = [
      [],
      [request({ status: 'RUNNING', done: 50 })],
      [request({ status: 'DONE', done: 120, sizeBytes: 2_500_000 })],
    ];
    answerPost(`${BULK_DOWNLOAD_PREFIX}/listMine`, (_body, call) =>
      ok(answers[Math.min(call, answers.length - 1)]),
    );
    server.use(
      http.get(
        `${BULK_DOWNLOAD_PREFIX}/download/7`,
        () =>
          new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: {
              'content-type': 'application/zip',
              'content-disposition':
                'attachment; filename="documents-7.zip"; filename*=UTF-8\'\'%E0%B9%80%E0%B8%AD%E0%B8%81%E0%B8%AA%E0%B8%B2%E0%B8%A3-7.zip',
            },
          }),
      ),
    );
    renderWithProviders(<BulkDownloadPanel request={SEARCH} />);
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดทั้งหมดเป็น ZIP' }));
    await waitFor(() => expect(created.bodies).toHaveLength(1));
    expect(created.last()).toEqual({
      documentNo: 'INV',
      issueDateFrom: '2026-10-01',
      sortBy: 'issueDate',
      sortDir: 'desc',
    });
    expect(await screen.findByText('กำลังสร้างไฟล์ ZIP 50 / 120 เอกสาร')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการสร้างไฟล์ ZIP' })).toBeInTheDocument();
    expect(screen.getByText(/หมดอายุ 29 พ\.ย\. 2569/)).toBeInTheDocument();

    const download = await screen.findByRole('button', { name: /ดาวน์โหลด ZIP/ }, { timeout: 5000 });
    expect(screen.getByText('ไฟล์ ZIP พร้อมดาวน์โหลด (120 เอกสาร)')).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith('เอกสาร-7.zip', expect.any(Blob)));
  });

  it('shows the refusal of a search of more than 10,000 documents as the server words it', async () => {
    const message = 'ค้นพบเอกสารมากกว่า 10,000 รายการ กรุณาระบุเงื่อนไขการค้นหาให้แคบลง (เช่น ช่วงวันที่) แล้วลองอีกครั้ง';
    answerPost(`${BULK_DOWNLOAD_PREFIX}/create`, () => ({
      status: 422,
      json: failureBody('102', 'Business rule refused', [
        { key: 'TOO_MANY_DOCUMENTS', description: message },
      ]),
    }));
    renderWithProviders(<BulkDownloadPanel request={{ page: 1, size: 25 }} />);
    await fastUser().click(await screen.findByRole('button', { name: 'ดาวน์โหลดทั้งหมดเป็น ZIP' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-download-row')).not.toBeInTheDocument();
  });
});
