import { screen, waitFor, within } from '@testing-library/react';
import type { SearchCustomerUploadRequest } from 'contract/customer-upload';
import { http, HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import type * as EnvModule from 'src/config/env';
import { ImportSearchPage } from 'src/features/import/routes/import-search-page';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { signInDemoCustomerUser } from '../lib/make-session';
import { answerPost, ok, rows } from '../msw-answer';
import { chooseOption, fastUser, findResults, saveAndConfirm, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { importDetail, UPLOAD, uploadResult } from './import-msw';

// The customer portal's build: the same screens, without the customer to choose (the server
// narrows everything to the signed-in user's customer).
vi.mock('src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, module: 'customer' } };
});

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const signInCustomer = (userRole: 'USER' | 'ACCOUNTING') => signInDemoCustomerUser(userRole, 'customer');

function renderPage(uploadType: 'ETAX' | 'EDOC' = 'EDOC') {
  const search = answerPost<SearchCustomerUploadRequest>(`${UPLOAD}/searchCustomerFileUpload`, () =>
    rows([importDetail({ uploadType })]),
  );
  const result = renderWithProviders(
    <DatePickerProvider>
      <ImportSearchPage uploadType={uploadType} />
    </DatePickerProvider>,
    { route: `/import/${uploadType.toLowerCase()}`, module: 'customer' },
  );
  return { ...result, user: fastUser(), search };
}

describe('The import screens in the customer portal', () => {
  it('search without a customer field', async () => {
    signInCustomer('USER');
    const { search } = renderPage('EDOC');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'นำเข้าข้อมูล E-DOCUMENT' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(search.bodies).toHaveLength(1));
    expect(search.bodies[0]).toMatchObject({ uploadType: 'EDOC' });
    expect(search.bodies[0]).not.toHaveProperty('customerCode');
    const card = screen.getByRole('search');
    expect(within(card).queryByRole('combobox', { name: /^ลูกค้า/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'ชื่อบริษัท/ลูกค้า' })).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: /^สถานะ/ })).toBeInTheDocument();
  });

  it('upload to the user’s own customer: branches and templates asked without a customer code', async () => {
    signInCustomer('USER');
    const branches = answerPost('/api/app/customerBranchController/listBranchByCustomerAndStatus', () =>
      ok([{ branchId: 1, branchCode: '00001', branchName: 'สาขาบางนา' }]),
    );
    const templates = answerPost('/api/app/customerUploadTemplateController/listTemplateByCustomerCode', () =>
      ok([{ templateCode: 'TPL000002', templateName: 'ใบแจ้งหนี้ CSV', templateType: 'CSV' }]),
    );
    const received: Record<string, string>[] = [];
    server.use(
      http.post(`${UPLOAD}/upload`, async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        form.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : 'file'));
        received.push(fields);
        return HttpResponse.json(okBody(uploadResult({ uploadId: 8, fileName: 'rows.csv', fileSize: 10 })));
      }),
    );
    const { user } = renderPage('EDOC');
    await user.click(await screen.findByRole('button', { name: 'อัปโหลดไฟล์' }));
    const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดไฟล์ข้อมูล' });
    expect(within(dialog).queryByRole('combobox', { name: /^ลูกค้า/ })).not.toBeInTheDocument();
    await chooseOption(user, dialog, /^สาขา/, '00001 สาขาบางนา');
    await chooseOption(user, dialog, /^เทมเพลต/, 'ใบแจ้งหนี้ CSV');
    const input = within(dialog).getByLabelText('เลือกไฟล์');
    // A CSV template takes .csv only.
    expect(input).toHaveAttribute('accept', '.csv');
    await user.upload(input, new File(['a,b\n1,2'], 'rows.csv', { type: 'text/csv' }));
    await saveAndConfirm(user, dialog);
    const result = await screen.findByRole('dialog', { name: 'ผลการอัปโหลด' });
    expect(within(result).getByTestId('result-validRows')).toHaveTextContent('2');
    expect(within(result).getByText('พร้อมส่ง')).toBeInTheDocument();
    expect(branches.bodies[0]).toEqual({ status: 'ACTIVE' });
    expect(templates.bodies[0]).toEqual({ uploadType: 'EDOC' });
    expect(received).toEqual([
      { uploadType: 'EDOC', templateCode: 'TPL000002', branchCode: '00001', file: 'file' },
    ]);
  });

  it('offer no upload to an accounting user, who only approves', async () => {
    signInCustomer('ACCOUNTING');
    renderPage('ETAX');
    await findResults('invoices.xlsx');
    expect(screen.queryByRole('button', { name: 'อัปโหลดไฟล์' })).not.toBeInTheDocument();
  });
});
