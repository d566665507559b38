import { screen, waitFor, within } from '@testing-library/react';
import type { SaveDirectEntryRequest } from 'contract/customer-upload';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import DirectEntryPage from 'src/features/direct-entry/routes/direct-entry-page';
import { setAuthNavigation } from 'src/lib/api-events';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { ErrorBanner } from 'src/providers/error-banner';
import { answerPost, failure, ok } from '../msw-answer';
import { chooseOption, fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { inputColumn, stamp, templateDetail, uploadResult } from '../import/import-msw';
import { renderWithProviders } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const column = inputColumn;

/** The import tests' template (TPL000001 of C000001), with the columns the entry form shows. */
const template: UploadTemplateDetail = {
  ...templateDetail,
  columns: [
    column('A', 'DOCUMENT_NO', 'เลขที่เอกสาร'),
    column('B', 'ISSUE_DATE', 'วันที่เอกสาร', 'DATE', 'DATEPICKER', false),
    column('C', 'BUYER_TAX_ID', 'เลขผู้เสียภาษี', 'TAX_ID'),
    column('D', 'CURRENCY', 'สกุลเงิน', 'STRING', 'DROPDOWN', false),
    column('E', 'VAT_RATE', 'อัตราภาษี', 'DECIMAL', 'NUMBER'),
    column('F', 'REMARK', 'ชำระแล้ว', 'STRING', 'CHECKBOX', false),
    column('G', 'ITEM_NAME', 'รายการ'),
    column('H', 'ITEM_QTY', 'จำนวน', 'DECIMAL', 'NUMBER'),
    column('I', 'ITEM_UNIT_PRICE', 'ราคา', 'DECIMAL', 'NUMBER'),
    column('J', 'ITEM_AMOUNT', 'จำนวนเงิน', 'DECIMAL', 'NUMBER', false),
  ],
};

/** The same form with a deposit deducted (a final invoice) and the total before VAT it gives. */
const depositTemplate: UploadTemplateDetail = {
  ...template,
  columns: [
    ...template.columns,
    column('K', 'PREPAID_AMOUNT', 'หักเงินมัดจำ', 'DECIMAL', 'NUMBER', false),
    column('L', 'TOTAL_BEFORE_VAT', 'ยอดก่อนภาษี', 'DECIMAL', 'NUMBER', false),
  ],
};

async function renderPage(shown: UploadTemplateDetail = template) {
  answerPost('/api/app/customerController/listCustomerByStatus', (body: { status: string }) =>
    ok(body.status === 'ACTIVE' ? [{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }] : []),
  );
  answerPost('/api/app/customerBranchController/listBranchByCustomerAndStatus', () =>
    ok([{ branchId: 1, branchCode: '00000', branchName: 'สำนักงานใหญ่' }]),
  );
  answerPost('/api/app/customerUploadTemplateController/listTemplateByCustomerCode', () =>
    ok([{ templateCode: 'TPL000001', templateName: 'ใบกำกับภาษี', templateType: 'EXCEL' }]),
  );
  server.use(
    http.get('/api/app/customerUploadTemplateController/getTemplateByCode/:code', () =>
      HttpResponse.json(okBody(shown)),
    ),
    http.get('/api/app/inputColumnController/listInputColumnOption', () =>
      HttpResponse.json(
        okBody([{ optionId: 1, inputColumnId: 4, optionValue: 'THB', optionLabel: 'บาท', seq: 1, ...stamp }]),
      ),
    ),
  );
  const result = renderWithProviders(
    <DatePickerProvider>
      {/* The dashboard layout's banner, where a page form's failures of no field are said. */}
      <ErrorBanner />
      <DirectEntryPage />
    </DatePickerProvider>,
    { route: '/direct-entry' },
  );
  const user = fastUser();
  const main = await screen.findByRole('region', { name: 'เลือกเทมเพลต' });
  await chooseOption(user, main, /^ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
  await chooseOption(user, main, /^สาขา/, '00000 สำนักงานใหญ่');
  await chooseOption(user, main, /^เทมเพลต/, 'ใบกำกับภาษี');
  await screen.findByRole('region', { name: 'ข้อมูลเอกสาร' });
  return { ...result, user };
}

const line = (name: string, number: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name} \\(รายการที่ ${number}\\)`) });

async function typeDocument(user: ReturnType<typeof fastUser>) {
  await fill(user, screen.getByRole('textbox', { name: /^เลขที่เอกสาร/ }), 'DE-001');
  await fill(user, screen.getByRole('textbox', { name: /^เลขผู้เสียภาษี/ }), '0105536112014');
  await fill(user, screen.getByRole('textbox', { name: /^อัตราภาษี/ }), '7');
  await fill(user, line('รายการ', 1), 'ค่าที่ปรึกษา');
  await fill(user, line('จำนวน', 1), '2');
  await fill(user, line('ราคา', 1), '500');
  await user.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
  await fill(user, line('รายการ', 2), 'ค่าเดินทาง');
  await fill(user, line('จำนวน', 2), '1');
  await fill(user, line('ราคา', 2), '100');
}

describe('Direct entry', () => {
  it('builds the form from the template’s columns and computes the totals as the user types', async () => {
    const { user } = await renderPage();
    const header = screen.getByRole('region', { name: 'ข้อมูลเอกสาร' });
    expect(within(header).getByRole('textbox', { name: /^เลขที่เอกสาร/ })).toBeRequired();
    expect(within(header).getByRole('group', { name: /^วันที่เอกสาร/ })).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: /^สกุลเงิน/ })).toBeInTheDocument();
    expect(within(header).getByRole('checkbox', { name: 'ชำระแล้ว' })).not.toBeChecked();
    expect(within(header).queryByRole('textbox', { name: /^รายการ/ })).not.toBeInTheDocument();
    expect(line('รายการ', 1)).toBeInTheDocument();

    await typeDocument(user);
    expect(screen.getByTestId('total-beforeVat')).toHaveTextContent('1,100.00');
    expect(screen.getByTestId('total-vat')).toHaveTextContent('77.00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('1,177.00');
    await user.click(screen.getByRole('button', { name: 'ลบรายการที่ 2' }));
    expect(screen.getByTestId('total-total')).toHaveTextContent('1,070.00');
    // Fuel by the litre: 12.345 × 30.9999 = 382.6937655, the line rounded to 382.69.
    await fill(user, line('จำนวน', 1), '12.345');
    await fill(user, line('ราคา', 1), '30.9999');
    expect(screen.getByTestId('total-beforeVat')).toHaveTextContent('382.69');
    expect(screen.getByTestId('total-vat')).toHaveTextContent('26.79');
    expect(screen.getByTestId('total-total')).toHaveTextContent('409.48');
  });

  it('leaves with Cancel or Escape like other page forms, asking first when something was typed', async () => {
    const { user, router } = await renderPage();
    const docNo = screen.getByRole('textbox', { name: /^เลขที่เอกสาร/ });
    await fill(user, docNo, 'DE-001');
    await user.click(docNo);
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('alertdialog', { name: /มีข้อมูลที่ยังไม่ได้บันทึก/ });
    await user.click(within(prompt).getByRole('button', { name: 'กลับไปแก้ไข' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/direct-entry');
    expect(docNo).toHaveValue('DE-001');

    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ออกโดยไม่บันทึก' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/import/etax'));
  });

  it('checks fields in the browser and sends nothing while one is wrong', async () => {
    const save = answerPost(`/api/document/customerUploadFile/saveCustomerUploadDirect`, () => ok({}));
    const { user } = await renderPage();
    await typeDocument(user);
    await fill(user, screen.getByRole('textbox', { name: /^เลขผู้เสียภาษี/ }), '1234545678789');
    // A quantity may have 4 decimals (fuel by the litre), not 5.
    await fill(user, line('จำนวน', 2), '1.00005');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByText('ทศนิยมได้ไม่เกิน 4 ตำแหน่ง')).toBeInTheDocument();
    expect(save.bodies).toEqual([]);
  });

  it('sends header fields once and the lines as items, with computed amounts filled in', async () => {
    const save = answerPost<SaveDirectEntryRequest>(
      `/api/document/customerUploadFile/saveCustomerUploadDirect`,
      () => ok(uploadResult({ uploadId: 31 })),
    );
    const { user } = await renderPage();
    await typeDocument(user);
    await user.click(screen.getByRole('checkbox', { name: 'ชำระแล้ว' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการเพิ่มข้อมูล');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({
      uploadType: 'ETAX',
      templateCode: 'TPL000001',
      customerCode: 'C000001',
      branchCode: '00000',
      data: {
        DOCUMENT_NO: 'DE-001',
        ISSUE_DATE: null,
        BUYER_TAX_ID: '0105536112014',
        CURRENCY: null,
        VAT_RATE: '7',
        REMARK: 'Y',
        items: [
          { ITEM_NAME: 'ค่าที่ปรึกษา', ITEM_QTY: '2', ITEM_UNIT_PRICE: '500', ITEM_AMOUNT: '1000.00' },
          { ITEM_NAME: 'ค่าเดินทาง', ITEM_QTY: '1', ITEM_UNIT_PRICE: '100', ITEM_AMOUNT: '100.00' },
        ],
      },
    });
    expect(await screen.findByText('บันทึกเอกสารเป็นรายการนำเข้าเลขที่ 31 แล้ว')).toBeInTheDocument();
  });

  it('deducts a deposit before VAT, shows it under the lines and sends the net', async () => {
    const save = answerPost<SaveDirectEntryRequest>(
      `/api/document/customerUploadFile/saveCustomerUploadDirect`,
      () => failure(400, [{ key: 'data.PREPAID_AMOUNT', description: 'ต้องไม่เกินผลรวมของรายการ (1,100.00)' }]),
    );
    const { user } = await renderPage(depositTemplate);
    await typeDocument(user);
    expect(screen.queryByTestId('total-prepaid')).not.toBeInTheDocument();
    const prepaid = screen.getByRole('textbox', { name: /^หักเงินมัดจำ/ });
    await fill(user, prepaid, '300');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('1,100.00');
    expect(screen.getByTestId('total-prepaid')).toHaveTextContent('300.00');
    expect(screen.getByTestId('total-beforeVat')).toHaveTextContent('800.00');
    expect(screen.getByTestId('total-vat')).toHaveTextContent('56.00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('856.00');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]!.data).toMatchObject({ PREPAID_AMOUNT: '300', TOTAL_BEFORE_VAT: '800.00' });
    // The server's refusal (a deduction above the lines) at the field, the typed value kept.
    expect(await screen.findByText('ต้องไม่เกินผลรวมของรายการ (1,100.00)')).toBeInTheDocument();
    await waitFor(() => expect(prepaid).toHaveAttribute('aria-invalid', 'true'));
    expect(prepaid).toHaveValue('300');
  });

  it('shows the server’s refusal on the line’s field and keeps what was typed', async () => {
    answerPost(`/api/document/customerUploadFile/saveCustomerUploadDirect`, () =>
      failure(400, [{ key: 'data.items.1.ITEM_QTY', description: 'ต้องเป็นจำนวนบวก' }]),
    );
    const { user } = await renderPage();
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('ต้องเป็นจำนวนบวก')).toBeInTheDocument();
    await waitFor(() => expect(line('จำนวน', 2)).toHaveAttribute('aria-invalid', 'true'));
    expect(line('รายการ', 2)).toHaveValue('ค่าเดินทาง');
    expect(screen.getByRole('textbox', { name: /^เลขที่เอกสาร/ })).toHaveValue('DE-001');
  });

  it('a save the server refuses to this role (403) stays on the form, keeps what was typed and says why', async () => {
    answerPost(`/api/document/customerUploadFile/saveCustomerUploadDirect`, () => ({
      status: 403,
      json: failureBody('403', 'Forbidden'),
    }));
    const toForbidden = vi.fn();
    const resetNavigation = setAuthNavigation({ toLogin: vi.fn(), toForbidden });
    const { user, router } = await renderPage();
    await typeDocument(user);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('คุณไม่มีสิทธิ์ทำรายการนี้ ข้อมูลที่กรอกไว้ยังอยู่')).toBeInTheDocument();
    expect(toForbidden).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/direct-entry');
    for (const typed of ['DE-001', '0105536112014', 'ค่าที่ปรึกษา', 'ค่าเดินทาง', '500'])
      expect(screen.getByDisplayValue(typed)).toBeInTheDocument();
    resetNavigation();
  });
});
