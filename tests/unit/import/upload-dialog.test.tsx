import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import { ImportSearchPage } from 'src/features/import/routes/import-search-page';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { answerPost, ok, rows } from '../msw-answer';
import { chooseOption, fastUser, saveAndConfirm, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { UPLOAD } from './import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const xlsx = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** The multipart uploads the server received (their text fields and file name). */
function answerUpload(reply: () => Response) {
  const received: Record<string, string>[] = [];
  server.use(
    http.post(`${UPLOAD}/upload`, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : value.name));
      received.push(fields);
      return reply();
    }),
  );
  return received;
}

async function openDialog() {
  answerPost('/api/app/customerController/listCustomerByStatus', (body: { status: string }) =>
    ok(body.status === 'ACTIVE' ? [{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }] : []),
  );
  answerPost(`${UPLOAD}/searchCustomerFileUpload`, () => rows([]));
  answerPost('/api/app/customerBranchController/listBranchByCustomerAndStatus', () =>
    ok([{ branchId: 1, branchCode: '00000', branchName: 'สำนักงานใหญ่' }]),
  );
  answerPost('/api/app/customerUploadTemplateController/listTemplateByCustomerCode', () =>
    ok([
      { templateCode: 'TPL000001', templateName: 'ใบกำกับภาษี', templateType: 'EXCEL' },
      { templateCode: 'TPL000002', templateName: 'ใบแจ้งหนี้ CSV', templateType: 'CSV' },
    ]),
  );
  const result = renderWithProviders(
    <DatePickerProvider>
      <ImportSearchPage uploadType="ETAX" />
    </DatePickerProvider>,
    { route: '/import/etax' },
  );
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: 'อัปโหลดไฟล์' }));
  const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดไฟล์ข้อมูล' });
  await chooseOption(user, dialog, /^ลูกค้า/, 'C000001 บริษัท ตัวอย่าง จำกัด');
  await chooseOption(user, dialog, /^สาขา/, '00000 สำนักงานใหญ่');
  await chooseOption(user, dialog, /^เทมเพลต/, 'ใบกำกับภาษี');
  return { ...result, user, dialog, input: within(dialog).getByLabelText('เลือกไฟล์') };
}

describe('The upload dialog', () => {
  it('checks size and type in the browser first, with the spec’s messages', async () => {
    const received = answerUpload(() => HttpResponse.json(okBody({})));
    const { dialog, input } = await openDialog();
    // A user who picks any file: the browser's own filter (accept) is not the check.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input, xlsx('big.xlsx', 5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('ไฟล์ขนาดต้องไม่เกิน 5 MB')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('ชนิดไฟล์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('uploads after the upload question and shows what it found', async () => {
    const received = answerUpload(() =>
      HttpResponse.json(
        okBody({
          uploadId: 7,
          fileName: 'invoices.xlsx',
          fileSize: 2048,
          totalRows: 4,
          validRows: 2,
          errorRows: 2,
          status: 'VALIDATION_FAILED',
        }),
      ),
    );
    const { user, dialog, input, router } = await openDialog();
    await user.upload(input, xlsx('invoices.xlsx'));
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('invoices.xlsx');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการอัปโหลดข้อมูล');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    const result = await screen.findByRole('dialog', { name: 'ผลการอัปโหลด' });
    expect(within(result).getByTestId('result-totalRows')).toHaveTextContent('4');
    expect(within(result).getByTestId('result-validRows')).toHaveTextContent('2');
    expect(within(result).getByTestId('result-errorRows')).toHaveTextContent('2');
    expect(within(result).getByText('ข้อมูลไม่ถูกต้อง')).toBeInTheDocument();
    expect(received).toEqual([
      {
        uploadType: 'ETAX',
        templateCode: 'TPL000001',
        branchCode: '00000',
        customerCode: 'C000001',
        file: expect.any(String), // jsdom's FormData names every file "blob"; the name shows on screen
      },
    ]);
    await user.click(within(result).getByRole('button', { name: 'ดูรายการนำเข้า' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/import/etax/7'));
  });

  it('keeps the file and the choices when the server refuses it, and says why', async () => {
    answerUpload(() =>
      HttpResponse.json(
        failureBody('413', 'Payload too large', [
          { key: 'FILE_TOO_LARGE', description: 'ไฟล์ขนาดต้องไม่เกิน 5 MB' },
        ]),
        {
          status: 413,
        },
      ),
    );
    const { user, dialog, input } = await openDialog();
    await user.upload(input, xlsx('invoices.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(dialog).findByText('ไฟล์ขนาดต้องไม่เกิน 5 MB')).toBeInTheDocument();
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('invoices.xlsx');
    expect(await within(dialog).findByRole('combobox', { name: /^เทมเพลต/ })).toHaveTextContent('ใบกำกับภาษี');
  });

  it('says the spec’s wrong-type text for a bare 415, and keeps the file for another try', async () => {
    let refuse = true;
    const received = answerUpload(() =>
      refuse
        ? HttpResponse.json(failureBody('415', 'Unsupported media type'), { status: 415 })
        : HttpResponse.json(
            okBody({
              uploadId: 9,
              fileName: 'invoices.xlsx',
              fileSize: 2048,
              totalRows: 1,
              validRows: 1,
              errorRows: 0,
              status: 'READY',
            }),
          ),
    );
    const { user, dialog, input } = await openDialog();
    await user.upload(input, xlsx('invoices.xlsx'));
    await saveAndConfirm(user, dialog);
    expect(await within(dialog).findByText('ชนิดไฟล์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('invoices.xlsx');
    // The same file and choices again, without choosing anything anew.
    refuse = false;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await saveAndConfirm(user, dialog);
    const result = await screen.findByRole('dialog', { name: 'ผลการอัปโหลด' });
    expect(within(result).getByTestId('result-validRows')).toHaveTextContent('1');
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ templateCode: 'TPL000001', branchCode: '00000' });
  });

  it('drops a chosen .xlsx when a CSV template is chosen after it, saying why', async () => {
    const received = answerUpload(() => HttpResponse.json(okBody({})));
    const { user, dialog, input } = await openDialog();
    await user.upload(input, xlsx('invoices.xlsx'));
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('invoices.xlsx');
    await chooseOption(user, dialog, /^เทมเพลต/, 'ใบแจ้งหนี้ CSV');
    expect(await within(dialog).findByText('ชนิดไฟล์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('accept', '.csv');
    await user.upload(input, new File(['a,b'], 'rows.csv', { type: 'text/csv' }));
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('rows.csv');
    expect(within(dialog).queryByText('ชนิดไฟล์ไม่ถูกต้อง')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });
});
