// Review before approval (issue 28): the import page shows what approving will make and
// previews a staged document's PDF; the list approves several imports at once and says which.
import { screen, waitFor, within } from '@testing-library/react';
import type {
  ApprovalReview,
  BulkApprovalRequest,
  CustomerUploadDetail,
  SearchCustomerUploadRequest,
} from 'contract/customer-upload';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import type * as EnvModule from 'src/config/env';
import { ImportPage } from 'src/features/import/routes/import-page';
import { ImportSearchPage } from 'src/features/import/routes/import-search-page';
import { server } from 'src/mocks/server';
import { signInDemoCustomerUser } from '../lib/make-session';
import { answerPost, ok, rows } from '../msw-answer';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { stubNewTab } from '../new-tab';
import { renderWithProviders } from '../render';
import { answerReview, answerTemplate, approvalReview, importDetail, stagedRows, UPLOAD } from './import-msw';

// The customer portal's build: its session decides who may approve.
vi.mock('src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, module: 'customer' } };
});

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const waiting = (overrides: Partial<CustomerUploadDetail> = {}) =>
  importDetail({
    status: 'USER_SUBMITTED',
    errorRows: 0,
    actions: ['ACCOUNTING_SUBMIT', 'REJECT'],
    ...overrides,
  });

function renderImportPage(
  detail = waiting(),
  review: ApprovalReview | Promise<ApprovalReview> = approvalReview(),
) {
  answerPost(`${UPLOAD}/getCustomerFileUploadById`, () => ok(detail));
  answerPost(`${UPLOAD}/searchCustomerFileUploadTempData`, () => rows(stagedRows));
  answerTemplate();
  answerReview(review);
  renderWithProviders(<ImportPage uploadType="ETAX" />, {
    routes: [{ path: '/import/etax/:uploadId', element: <ImportPage uploadType="ETAX" /> }],
    route: '/import/etax/12',
    module: 'customer',
  });
  return { user: fastUser() };
}

describe('The review before approval', () => {
  it('shows, before the approve button, how many documents, their sums per type and the warnings', async () => {
    renderImportPage();
    const review = await screen.findByRole('region', { name: 'ตรวจสอบก่อนอนุมัติ: เอกสารที่จะออก' });
    expect(
      await within(review).findByText('จะออกเอกสาร 3 ฉบับ · ในจำนวนนี้ 1 ฉบับจะออกไม่สำเร็จ'),
    ).toBeInTheDocument();
    const totals = within(review).getByRole('table', { name: 'ยอดรวมตามประเภทเอกสาร' });
    const [, total] = within(totals).getAllByRole('row');
    await waitFor(() => expect(total).toHaveTextContent('ใบกำกับภาษี'));
    expect(
      within(total!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ใบกำกับภาษี', 'THB', '2', '2,250.50', '157.54', '2,408.04']);
    expect(within(review).getByText(/เอกสาร e-Tax จะออกโดยไม่มีลายมือชื่อดิจิทัล/)).toBeInTheDocument();
    expect(
      within(review).getByText('INV-2: เลขที่เอกสารนี้ออกไปแล้วในรายการนำเข้าอื่น เอกสารนี้จะออกไม่สำเร็จ'),
    ).toBeInTheDocument();
    // The review comes before the step it informs.
    const approve = screen.getByRole('button', { name: 'อนุมัติและส่งคำขอ (ฝ่ายบัญชี)' });
    expect(review.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('holds its room while it loads: a placeholder row per valid row, nothing in them to press', async () => {
    let answer!: (review: ApprovalReview) => void;
    renderImportPage(waiting({ validRows: 4 }), new Promise<ApprovalReview>((resolve) => (answer = resolve)));
    const review = await screen.findByRole('region', { name: 'ตรวจสอบก่อนอนุมัติ: เอกสารที่จะออก' });
    expect(review).toHaveAttribute('aria-busy', 'true');
    expect(within(review).getByRole('progressbar', { name: 'กำลังโหลด…' })).toBeInTheDocument();
    // The tables' headers are there; their body rows are placeholders, one for the usual single
    // total and one for each valid row (a row makes at most one document).
    const totals = within(review).getByRole('table', { name: 'ยอดรวมตามประเภทเอกสาร' });
    expect(within(totals).getAllByRole('row')).toHaveLength(2);
    const documents = within(review).getByRole('table', { name: 'เอกสารฉบับแรก ๆ ตามที่จะออกจริง' });
    expect(within(documents).getAllByRole('row')).toHaveLength(1 + 4);
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
    // Approving waits until what it approves can be read.
    const approve = screen.getByRole('button', { name: 'อนุมัติและส่งคำขอ (ฝ่ายบัญชี)' });
    expect(approve).toBeDisabled();

    answer(approvalReview());
    expect(await within(review).findByText(/^จะออกเอกสาร 3 ฉบับ/)).toBeInTheDocument();
    expect(review).toHaveAttribute('aria-busy', 'false');
    expect(within(review).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(documents).getAllByRole('row')).toHaveLength(1 + approvalReview().documents.length);
    expect(approve).toBeEnabled();
  });

  it('names the field of a stated total that differs, with the amounts formatted', async () => {
    renderImportPage(
      waiting(),
      approvalReview({
        warnings: [
          {
            code: 'TOTAL_MISMATCH',
            documentNo: 'INV-3',
            params: { field: 'TOTAL_AMOUNT', stated: '1070.50', computed: '1070.00' },
          },
        ],
        warningTotal: 51,
      }),
    );
    expect(
      await screen.findByText(
        'INV-3: จำนวนเงินรวม ในไฟล์ (1,070.50) ไม่ตรงกับยอดที่คำนวณได้ (1,070.00) เอกสารนี้จะออกไม่สำเร็จ',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('และอีก 50 รายการ')).toBeInTheDocument();
  });

  it('opens the PDF of a staged document in a new tab, and offers none for one that will fail', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${UPLOAD}/previewStagedDocument/:uploadId/:index`, ({ params }) => {
        asked.push(`${String(params.uploadId)}/${String(params.index)}`);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const { createObjectURL, open } = stubNewTab('blob:http://localhost/preview-1');
    const { user } = renderImportPage();
    const documents = await screen.findByRole('table', { name: 'เอกสารฉบับแรก ๆ ตามที่จะออกจริง' });
    await within(documents).findByText('INV-1');
    const [, first, second] = within(documents).getAllByRole('row');
    expect(first).toHaveTextContent('INV-1');
    expect(first).toHaveTextContent('20 พ.ย. 2569');
    expect(first).toHaveTextContent('1,338.04');
    expect(second).toHaveTextContent('จะออกไม่สำเร็จ');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'ดูตัวอย่าง PDF ของเอกสาร INV-1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/preview-1', '_blank'));
    expect(asked).toEqual(['12/1']);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('is not shown once the import is approved', async () => {
    renderImportPage(waiting({ status: 'COMPLETED', actions: [], documentCount: 2, documentTotal: 2 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการนำเข้าเลขที่ 12' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ตรวจสอบก่อนอนุมัติ: เอกสารที่จะออก' })).not.toBeInTheDocument();
  });
});

describe('Approving several imports from the list', () => {
  function renderList() {
    answerPost('/api/app/customerController/listCustomerByStatus', () => ok([]));
    answerPost<SearchCustomerUploadRequest>(`${UPLOAD}/searchCustomerFileUpload`, () =>
      rows([
        waiting({ uploadId: 21, fileName: 'a.xlsx', version: 3 }),
        waiting({ uploadId: 22, fileName: 'b.xlsx', version: 4 }),
        importDetail({ uploadId: 23, fileName: 'c.xlsx', status: 'READY', errorRows: 0, actions: [] }),
      ]),
    );
    const approve = answerPost<BulkApprovalRequest>(`${UPLOAD}/accountingSubmitFiles`, () =>
      ok({
        results: [
          { uploadId: 21, approved: true, version: 4, key: null, description: null },
          {
            uploadId: 22,
            approved: false,
            version: null,
            key: 'STALE_RECORD',
            description: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่',
          },
        ],
      }),
    );
    renderWithProviders(
      <DatePickerProvider>
        <ImportSearchPage uploadType="ETAX" />
      </DatePickerProvider>,
      { route: '/import/etax', module: 'customer' },
    );
    return { user: fastUser(), approve };
  }

  it('asks how many, approves the ticked ones, and says which were approved and why not the others', async () => {
    const { user, approve } = renderList();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByText('a.xlsx');
    // Only the imports waiting for this user's approval can be ticked.
    expect(within(grid).queryByRole('checkbox', { name: 'เลือกรายการนำเข้าเลขที่ 23' })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole('checkbox', { name: 'เลือกทุกรายการในหน้านี้ที่รอการอนุมัติของคุณ' }));
    expect(within(grid).getByRole('checkbox', { name: 'เลือกรายการนำเข้าเลขที่ 21' })).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'เลือกรายการนำเข้าเลขที่ 22' })).toBeChecked();
    expect(screen.getByText('เลือกแล้ว 2 รายการ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'อนุมัติรายการที่เลือก' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('อนุมัติ 2 รายการนำเข้าหรือไม่');
    await user.click(within(question).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(approve.bodies).toHaveLength(1));
    expect(approve.bodies[0]).toEqual({
      uploads: [
        { uploadId: 21, version: 3 },
        { uploadId: 22, version: 4 },
      ],
    });
    expect(await screen.findByText('อนุมัติแล้ว 1 จาก 2 รายการ')).toBeInTheDocument();
    expect(screen.getByText('รายการนำเข้าเลขที่ 21: อนุมัติแล้ว')).toBeInTheDocument();
    expect(
      screen.getByText('รายการนำเข้าเลขที่ 22: ไม่ได้อนุมัติ — ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่'),
    ).toBeInTheDocument();
    expect(screen.queryByText('เลือกแล้ว 2 รายการ')).not.toBeInTheDocument();
  });

  it('asks nothing and sends nothing when the question is declined', async () => {
    const { user, approve } = renderList();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await user.click(await within(grid).findByRole('checkbox', { name: 'เลือกรายการนำเข้าเลขที่ 22' }));
    await user.click(screen.getByRole('button', { name: 'อนุมัติรายการที่เลือก' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('อนุมัติ 1 รายการนำเข้าหรือไม่');
    await user.click(within(question).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approve.bodies).toEqual([]);
    expect(screen.getByText('เลือกแล้ว 1 รายการ')).toBeInTheDocument();
  });

  it('offers no selection to a USER: it sends data, it does not approve', async () => {
    signInDemoCustomerUser('USER', 'customer');
    renderList();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByText('a.xlsx');
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
