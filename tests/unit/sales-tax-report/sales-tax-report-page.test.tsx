import { screen, waitFor, within } from '@testing-library/react';
import {
  SALES_TAX_PDF_TYPE,
  SALES_TAX_REPORT_PREFIX,
  SALES_TAX_XLSX_TYPE,
  type SalesTaxReport,
} from 'contract/sales-tax-report';
import { http, HttpResponse } from 'msw';
import SalesTaxReportPage from 'src/features/sales-tax-report/routes/sales-tax-report-page';
import { monthBefore } from 'src/features/sales-tax-report/components/sales-tax-criteria';
import { saveFile } from 'src/lib/save-file';
import { server } from 'src/mocks/server';
import { answerCustomers } from '../document/document-msw';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { answerPost, failure, ok } from '../msw-answer';
import { renderWithProviders } from '../render';

// The sales tax report screen (an administrator's): the customer, branch and month asked for as
// the contract says, the preview's rows and totals (the cancelled row marked, the credit note
// negative), both downloads saved under the server's names, and a branch the server refuses.

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const lastMonth = monthBefore(1);

const report: SalesTaxReport = {
  seller: {
    customerCode: 'C000001',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    taxId: '0105536112014',
    branchCode: '00000',
    branchName: 'สำนักงานใหญ่',
  },
  month: lastMonth,
  rows: [
    {
      seq: 1,
      documentId: 11,
      issueDate: `${lastMonth}-05`,
      documentNo: 'INV-001',
      documentType: '388',
      buyerName: 'บริษัท ผู้ซื้อ จำกัด',
      buyerTaxId: '0994000165510',
      buyerBranchCode: '00000',
      value: '1000.00',
      vat: '70.00',
      cancelled: false,
    },
    {
      seq: 2,
      documentId: 12,
      issueDate: `${lastMonth}-06`,
      documentNo: 'INV-002',
      documentType: '388',
      buyerName: 'บริษัท ผู้ซื้อ จำกัด',
      buyerTaxId: '0994000165510',
      buyerBranchCode: '00003',
      value: '300.00',
      vat: '21.00',
      cancelled: true,
    },
    {
      seq: 3,
      documentId: 13,
      issueDate: `${lastMonth}-12`,
      documentNo: 'CN-001',
      documentType: '81',
      buyerName: 'บริษัท ผู้ซื้อ จำกัด',
      buyerTaxId: '0994000165510',
      buyerBranchCode: '00000',
      value: '-500.00',
      vat: '-35.00',
      cancelled: false,
    },
  ],
  rowCount: 3,
  cancelledCount: 1,
  totals: { value: '500.00', vat: '35.00' },
};

function serveFile(kind: 'xlsx' | 'pdf') {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${SALES_TAX_REPORT_PREFIX}/${kind}`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(new Uint8Array([1, 2, 3]), {
        headers: {
          'content-type': kind === 'xlsx' ? SALES_TAX_XLSX_TYPE : SALES_TAX_PDF_TYPE,
          'content-disposition': `attachment; filename="sales-tax_C000001_00000_${lastMonth}.${kind}"`,
        },
      });
    }),
  );
  return bodies;
}

function renderPage() {
  answerCustomers();
  renderWithProviders(<SalesTaxReportPage />, { route: '/sales-tax-report' });
  return fastUser();
}

describe('the sales tax report screen', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('asks for the customer first, then shows the preview with its totals', async () => {
    const previews = answerPost(`${SALES_TAX_REPORT_PREFIX}/preview`, () => ok(report));
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงานภาษีขาย' })).toBeInTheDocument();
    expect(screen.getByText('เลือกลูกค้า สาขา และเดือนภาษี แล้วกดค้นหา')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('กรุณาเลือกลูกค้า')).toBeInTheDocument();
    expect(previews.bodies).toHaveLength(0);

    await chooseOption(user, document.body, /ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    const table = await screen.findByRole('table', { name: /แสดง 3 จาก 3 รายการ/ });
    expect(previews.last()).toEqual({ customerCode: 'C000001', branchCode: '00000', month: lastMonth });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/INV-002/)).toEqual(expect.arrayContaining(['สาขาที่ 00003', '300.00', '21.00', 'ยกเลิก']));
    expect(cells(/CN-001/)).toEqual(expect.arrayContaining(['-500.00', '-35.00', 'ใบลดหนี้']));
    expect(within(table).getByRole('row', { name: /รวม/ })).toHaveTextContent('500.00');
    expect(screen.getByText(/เลขประจำตัวผู้เสียภาษีอากร 0105536112014/)).toBeInTheDocument();
  });

  it('downloads the .xlsx and the PDF of the report shown', async () => {
    answerPost(`${SALES_TAX_REPORT_PREFIX}/preview`, () => ok(report));
    const xlsx = serveFile('xlsx');
    const pdf = serveFile('pdf');
    const user = renderPage();
    await chooseOption(user, document.body, /ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await fill(user, screen.getByRole('textbox', { name: /รหัสสาขา/ }), '00000');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด Excel (.xlsx)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    const body = { customerCode: 'C000001', branchCode: '00000', month: lastMonth };
    expect([xlsx, pdf]).toEqual([[body], [body]]);
    const saved = vi.mocked(saveFile).mock.calls;
    expect(saved.map(([name, blob]) => [name, blob.type])).toEqual([
      [`sales-tax_C000001_00000_${lastMonth}.xlsx`, SALES_TAX_XLSX_TYPE],
      [`sales-tax_C000001_00000_${lastMonth}.pdf`, SALES_TAX_PDF_TYPE],
    ]);
  });

  it('checks the branch code, and says so when the server does not find the branch', async () => {
    answerPost(`${SALES_TAX_REPORT_PREFIX}/preview`, () => failure(404, []));
    const user = renderPage();
    await chooseOption(user, document.body, /ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
    await fill(user, screen.getByRole('textbox', { name: /รหัสสาขา/ }), '12');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('รหัสสาขาต้องเป็นตัวเลข 5 หลัก')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /รหัสสาขา/ }), '00009');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ไม่พบลูกค้าหรือสาขานี้ หรือคุณไม่มีสิทธิ์ดูสาขานี้')).toBeInTheDocument();
  });
});
