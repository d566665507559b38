import { screen, waitFor, within } from '@testing-library/react';
import type { SearchStagedRowsRequest, StagedRow, UploadWorkflowRequest } from 'contract/customer-upload';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { http, HttpResponse } from 'msw';
import { ImportPage } from 'src/features/import/routes/import-page';
import { saveFile } from 'src/lib/save-file';
import { server } from 'src/mocks/server';
import { csvText } from '../csv-file';
import { answerPost, failure, ok, rows } from '../msw-answer';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { renderRoutedPage } from '../render';
import {
  answerReview,
  answerTemplate,
  importDetail,
  inputColumn,
  stagedRows,
  templateDetail,
  UPLOAD,
} from './import-msw';

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

function renderPage(
  detail = importDetail(),
  reread = detail,
  {
    staged = stagedRows,
    template = templateDetail,
  }: { staged?: StagedRow[]; template?: UploadTemplateDetail } = {},
) {
  const get = answerPost(`${UPLOAD}/getCustomerFileUploadById`, (_body, call) => ok(call ? reread : detail));
  const search = answerPost<SearchStagedRowsRequest>(`${UPLOAD}/searchCustomerFileUploadTempData`, (body) =>
    rows(body.onlyErrors ? staged.filter((row) => row.errors.length) : staged),
  );
  answerTemplate(template);
  answerReview();
  const result = renderRoutedPage(
    <ImportPage uploadType="ETAX" />,
    '/import/etax/:uploadId',
    '/import/etax/12',
    'customer',
  );
  return { ...result, user: fastUser(), get, search };
}

describe('The import page', () => {
  it('shows the facts, the history and every error at its cell', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการนำเข้าเลขที่ 12' })).toBeInTheDocument();
    expect((await screen.findAllByText('ข้อมูลไม่ถูกต้อง')).length).toBeGreaterThan(0);
    expect(screen.getByText('บริษัท ตัวอย่าง จำกัด', { exact: false })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'ประวัติการดำเนินการ' });
    expect(within(history).getByText('อัปโหลดไฟล์')).toBeInTheDocument();
    expect(within(history).getByText(/โดย demo\.user \(ผู้ใช้งาน\)/)).toBeInTheDocument();

    const grid = await screen.findByRole('grid', { name: 'ข้อมูลในไฟล์' });
    await within(grid).findByText('INV-2');
    expect(within(grid).getByRole('columnheader', { name: /C · เลขประจำตัวผู้เสียภาษี/ })).toBeInTheDocument();
    const marked = grid.querySelector('[data-error-cell="BUYER_TAX_ID"]');
    expect(marked).toHaveTextContent('1234545678789');
    expect(within(grid).getByText('C · เลขประจำตัวผู้เสียภาษี: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง')).toBeInTheDocument();
    // An empty required cell is marked too, with a dash for its value.
    expect(grid.querySelector('[data-error-cell="BUYER_NAME"]')).toHaveTextContent('—');
    // Not by colour alone: an icon marks it, and pointing at it says what is wrong.
    expect(marked!.previousElementSibling?.tagName.toLowerCase()).toBe('svg');
    await user.hover(marked!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง');
  });

  it('shows dates as Thai users type them, a date that failed as it was read (issue 32)', async () => {
    const template = {
      ...templateDetail,
      columns: [
        ...templateDetail.columns,
        inputColumn('D', 'ISSUE_DATE', 'วันที่ออกเอกสาร', 'DATE', 'DATEPICKER'),
      ],
    };
    const staged: StagedRow[] = [
      { rowNo: 2, data: { ...stagedRows[0]!.data, ISSUE_DATE: '2026-11-20' }, errors: [] },
      {
        rowNo: 3,
        data: { ...stagedRows[0]!.data, DOCUMENT_NO: 'INV-9', ISSUE_DATE: '31/02/2569' },
        errors: [{ key: 'ISSUE_DATE', column: 'D', description: 'วันที่ไม่ถูกต้อง' }],
      },
    ];
    renderPage(importDetail(), importDetail(), { staged, template });
    const grid = await screen.findByRole('grid', { name: 'ข้อมูลในไฟล์' });
    expect(await within(grid).findByText('20/11/2569')).toBeInTheDocument();
    expect(within(grid).queryByText('2026-11-20')).not.toBeInTheDocument();
    expect(grid.querySelector('[data-error-cell="ISSUE_DATE"]')).toHaveTextContent('31/02/2569');
  });

  it('shows the file’s size and rows, and downloads the error report when rows have errors', async () => {
    const reports: string[] = [];
    server.use(
      http.get(`${UPLOAD}/downloadErrorReport/:uploadId`, ({ params }) => {
        reports.push(String(params.uploadId));
        return HttpResponse.arrayBuffer(new TextEncoder().encode('xlsx').buffer, {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="import-12-errors.xlsx"',
          },
        });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('11.7 KB')).toBeInTheDocument();
    expect(screen.getByText('ทั้งหมด 3 · ถูกต้อง 1 · ผิดพลาด 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'invoices.xlsx' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดรายงานข้อผิดพลาด' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]?.[0]).toBe('import-12-errors.xlsx');
    expect(reports).toEqual(['12']);
  });

  it('exports every row with its values in each column, the errors beside them', async () => {
    vi.mocked(saveFile).mockClear();
    const { user } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'ข้อมูลในไฟล์' });
    await within(grid).findByText('INV-1');
    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^import-12-rows-\d{8}-\d{4}\.csv$/);
    expect((await csvText(blob)).split('\r\n')).toEqual([
      'แถวที่,ข้อผิดพลาด,A · เลขที่เอกสาร,B · ชื่อผู้ซื้อ,C · เลขประจำตัวผู้เสียภาษี',
      '2,,INV-1,ผู้ซื้อ ก,0105536112014',
      '3,C · เลขประจำตัวผู้เสียภาษี: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง,INV-2,ผู้ซื้อ ข,1234545678789',
      '4,B · ชื่อผู้ซื้อ: กรุณาระบุ,INV-3,,0105536112014',
      '',
    ]);
  });

  it('asks the server for the rows with errors only when switched', async () => {
    const { user, search } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'ข้อมูลในไฟล์' });
    await within(grid).findByText('INV-1');
    await user.click(screen.getByRole('switch', { name: 'แสดงเฉพาะแถวที่ผิดพลาด' }));
    await waitFor(() => expect(search.last()).toMatchObject({ uploadId: 12, onlyErrors: true }));
    await waitFor(() => expect(within(grid).queryByText('INV-1')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'แสดงเฉพาะแถวที่ผิดพลาด' })).toBeChecked();
  });

  it('offers only the steps the server allows, and submits with the version after the question', async () => {
    const ready = importDetail({
      status: 'READY',
      errorRows: 0,
      validRows: 3,
      actions: ['USER_SUBMIT', 'CANCEL'],
      version: 4,
    });
    const submit = answerPost<UploadWorkflowRequest>(`${UPLOAD}/userSubmitFile`, () =>
      ok(importDetail({ status: 'USER_SUBMITTED', actions: [], version: 5 })),
    );
    const { user } = renderPage(ready);
    const button = await screen.findByRole('button', { name: 'ส่งคำขอ' });
    // It waits for the review of what it submits.
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('button', { name: /อนุมัติ/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลดรายงานข้อผิดพลาด' })).not.toBeInTheDocument();
    await user.click(button);
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการส่งคำขอ');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(submit.bodies).toEqual([{ uploadId: 12, version: 4 }]));
  });

  it('needs a reason to send an upload back', async () => {
    const submitted = importDetail({
      status: 'USER_SUBMITTED',
      errorRows: 0,
      actions: ['ACCOUNTING_SUBMIT', 'REJECT'],
    });
    const reject = answerPost(`${UPLOAD}/rejectFile`, () =>
      ok(importDetail({ status: 'REJECTED', actions: [] })),
    );
    const { user } = renderPage(submitted);
    await user.click(await screen.findByRole('button', { name: 'ส่งกลับให้แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งกลับให้แก้ไข' });
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาระบุข้อมูล')).toBeInTheDocument();
    expect(reject.bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), 'ยอดไม่ตรง');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(reject.bodies).toEqual([{ uploadId: 12, version: 1, reason: 'ยอดไม่ตรง' }]));
  });

  it('says why a step was refused and re-reads the upload', async () => {
    const ready = importDetail({
      status: 'READY',
      errorRows: 0,
      actions: ['USER_SUBMIT', 'CANCEL'],
      version: 4,
    });
    const moved = importDetail({ status: 'CANCELLED', errorRows: 0, actions: [], version: 5 });
    answerPost(`${UPLOAD}/userSubmitFile`, () =>
      failure(422, [{ key: 'UPLOAD_STATUS', description: 'สถานะของรายการไม่สามารถส่งคำขอได้' }]),
    );
    const { user, get } = renderPage(ready, moved);
    const submit = await screen.findByRole('button', { name: 'ส่งคำขอ' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText(/สถานะของรายการไม่สามารถส่งคำขอได้/)).toBeInTheDocument();
    await waitFor(() => expect(get.bodies).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ส่งคำขอ' })).not.toBeInTheDocument());
    expect(screen.getAllByText('ยกเลิกแล้ว').length).toBeGreaterThan(0);
  });

  it('follows the generation until it ends, then says why it failed and offers the retry to an admin', async () => {
    const processing = importDetail({
      status: 'PROCESSING',
      errorRows: 0,
      validRows: 3,
      documentCount: 1,
      documentTotal: 3,
      actions: [],
    });
    const failed = importDetail({
      status: 'FAILED',
      errorRows: 0,
      validRows: 3,
      documentCount: 2,
      documentTotal: 3,
      failedDocumentCount: 1,
      failReason: 'DOCUMENTS_FAILED',
      actions: ['RETRY_GENERATION'],
      version: 7,
    });
    const retry = answerPost<UploadWorkflowRequest>(`${UPLOAD}/retryGenerationFile`, () =>
      ok(importDetail({ status: 'ACCOUNTING_SUBMITTED', actions: [], version: 8 })),
    );
    /** The "documents" fact: its progress text (a link to the documents follows it). */
    const documentsFact = (progress: string) =>
      screen.findByText(
        (_, element) => element?.tagName === 'DD' && element.textContent.startsWith(progress),
      );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { get } = renderPage(processing, failed);
      const fact = await documentsFact('1 จาก 3 ฉบับ');
      expect(within(fact).getByRole('link', { name: 'ดูเอกสาร' })).toHaveAttribute(
        'href',
        '/document?uploadId=12',
      );
      // The page asks again by itself while the documents are being made (every 2 s).
      await vi.advanceTimersByTimeAsync(2000);
      expect(await documentsFact('2 จาก 3 ฉบับ')).toBeInTheDocument();
      expect(get.bodies.length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
    const user = fastUser();
    expect(screen.getByText('สร้างเอกสารไม่สำเร็จ 1 ฉบับ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างเอกสารอีกครั้ง' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(retry.bodies).toEqual([{ uploadId: 12, version: 7 }]));
  });
});
