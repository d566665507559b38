import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerCertificate } from 'contract/customer-certificate';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CustomerCertificatePanel } from 'src/features/customer/components/certificate/customer-certificate-panel';
import { DatePickerProvider } from 'src/app/date-provider';
import CustomerPageRoute from 'src/features/customer/routes/customer-page';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { customer } from './customer/customer-fixtures';
import { answerLookups, CUSTOMER } from './customer/customer-msw';
import { SLOW_TEST } from './master-data/interact';
import { answerMultipart, answerPost, ok } from './msw-answer';
import { renderWithProviders } from './render';
import { saveFile } from 'src/lib/save-file';

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));

/** The page as the back-office serves it: below the date-picker context. */
const CustomerPage = () => (
  <DatePickerProvider>
    <CustomerPageRoute />
  </DatePickerProvider>
);

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// Only Date is faked (timers run as usual): the validity chip is computed against "now".
const NOW = new Date('2026-06-01T12:00:00.000+07:00');
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

function certificate(overrides: Partial<CustomerCertificate> = {}): CustomerCertificate {
  return {
    customerCode: 'C000001',
    hsmSlot: 'SOFT_0',
    tokenLabel: null,
    keyLabel: null,
    subject: 'CN=บริษัท ทดสอบ จำกัด, O=บริษัท ทดสอบ จำกัด, C=TH',
    issuer: 'CN=Thai Test CA, O=Test CA, C=TH',
    serialNumber: '4F2A9C01',
    notBefore: '2025-01-15T12:00:00.000+07:00',
    notAfter: '2027-01-15T12:00:00.000+07:00',
    version: 3,
    lastUpdateDtm: '2026-05-20T09:30:00.000+07:00',
    lastUpdateBy: 'admin',
    ...overrides,
  };
}

/** getCertificate answers `reply(call)` (the certificate, or null when there is none). */
function answerCertificate(reply: (call: number) => CustomerCertificate | null) {
  return answerPost(`${CUSTOMER}/getCertificate`, (_body, call) => ok(reply(call)));
}

/** The multipart uploads received (their text fields and file parts), each answered `reply()`. */
const answerUpload = (reply: () => Response) => answerMultipart(`${CUSTOMER}/uploadCertificate`, reply);

const p12 = () => new File([new Uint8Array(1500)], 'company.p12', { type: 'application/x-pkcs12' });

function renderPanel(readOnly = false) {
  return renderWithProviders(<CustomerCertificatePanel customerCode="C000001" readOnly={readOnly} />);
}

/** The value next to a label of the fact list. */
async function fact(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** Opens the upload dialog, types the password and chooses a .p12. */
async function fillUpload(user: ReturnType<typeof renderPanel>['user'], buttonName: string) {
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: buttonName });
  const password = within(dialog).getByLabelText(/^รหัสผ่านของใบรับรอง/);
  await user.type(password, 'secret pass');
  await user.upload(within(dialog).getByLabelText('ไฟล์ใบรับรอง (.p12, .pfx)'), p12());
  expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('company.p12');
  return { dialog, password };
}

async function saveAndConfirm(
  user: ReturnType<typeof renderPanel>['user'],
  dialog: HTMLElement,
  question: string,
) {
  await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(question);
  await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
}

describe('The signing certificate tab', () => {
  it('shows what the certificate says, with Buddhist-era dates in Thai', async () => {
    answerCertificate(() => certificate());
    renderPanel();

    expect(await fact('ผู้ถือใบรับรอง')).toHaveTextContent('CN=บริษัท ทดสอบ จำกัด, O=บริษัท ทดสอบ จำกัด, C=TH');
    expect(await fact('ผู้ออกใบรับรอง')).toHaveTextContent('CN=Thai Test CA, O=Test CA, C=TH');
    expect(await fact('หมายเลขใบรับรอง')).toHaveTextContent('4F2A9C01');
    expect(await fact('ใช้ได้ตั้งแต่')).toHaveTextContent('15 ม.ค. 2568');
    expect(await fact('หมดอายุ')).toHaveTextContent('15 ม.ค. 2570');
    expect(await fact('ที่เก็บกุญแจ')).toHaveTextContent('กุญแจซอฟต์แวร์ (PKCS#12)');
    expect(await fact('สถานะ')).toHaveTextContent('ใช้งานได้');
    expect(screen.getByRole('button', { name: 'เปลี่ยนใบรับรอง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบใบรับรอง' })).toBeInTheDocument();
  });

  it.each([
    ['2026-06-20T12:00:00.000+07:00', 'ใกล้หมดอายุ'],
    ['2026-05-31T12:00:00.000+07:00', 'หมดอายุแล้ว'],
  ])('flags a certificate ending %s as %s', async (notAfter, chip) => {
    answerCertificate(() => certificate({ notAfter }));
    renderPanel();
    expect(await fact('สถานะ')).toHaveTextContent(chip);
  });

  it('says documents are made unsigned while there is no certificate', async () => {
    answerCertificate(() => null);
    renderPanel();
    expect(
      await screen.findByText('ยังไม่มีใบรับรอง เอกสารที่สร้างจะไม่มีลายมือชื่ออิเล็กทรอนิกส์จนกว่าจะอัปโหลดใบรับรอง'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัปโหลดใบรับรอง' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบใบรับรอง' })).not.toBeInTheDocument();
  });

  it('uploads the file with its password as multipart and shows the new certificate', async () => {
    answerCertificate(() => null);
    const sent = answerUpload(() =>
      HttpResponse.json(okBody(certificate({ subject: 'CN=บริษัท ใหม่ จำกัด, C=TH' })) as JsonBodyType),
    );
    const { user } = renderPanel();

    const { dialog } = await fillUpload(user, 'อัปโหลดใบรับรอง');
    await saveAndConfirm(user, dialog, 'ยืนยันการอัปโหลดข้อมูล');

    expect(await fact('ผู้ถือใบรับรอง')).toHaveTextContent('CN=บริษัท ใหม่ จำกัด, C=TH');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(sent.map((upload) => upload.fields)).toEqual([
      { customerCode: 'C000001', password: 'secret pass' },
    ]);
    // One file part (jsdom's FormData does not carry the file's bytes or name to MSW).
    expect(sent[0]?.files).toHaveLength(1);
  });

  it('asks for the password and the file before sending', async () => {
    answerCertificate(() => null);
    const sent = answerUpload(() => HttpResponse.json(okBody(certificate()) as JsonBodyType));
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'อัปโหลดใบรับรอง' }));
    const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดใบรับรอง' });
    const password = within(dialog).getByLabelText(/^รหัสผ่านของใบรับรอง/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription('กรุณาระบุข้อมูล'));
    expect(
      within(dialog).getByRole('button', { name: 'ไฟล์ใบรับรอง (.p12, .pfx)' }),
    ).toHaveAccessibleDescription('กรุณาเลือกไฟล์');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the password field and keeps the file', async () => {
    answerCertificate(() => certificate());
    answerUpload(() =>
      HttpResponse.json(
        failureBody('102', 'Failed', [
          { key: 'password', description: 'รหัสผ่านของใบรับรองไม่ถูกต้อง' },
        ]) as JsonBodyType,
        { status: 400 },
      ),
    );
    const { user } = renderPanel();

    const { dialog, password } = await fillUpload(user, 'เปลี่ยนใบรับรอง');
    await saveAndConfirm(user, dialog, 'ใบรับรองเดิมจะถูกแทนที่ด้วยใบรับรองนี้ ยืนยันการอัปโหลด');

    await waitFor(() => expect(password).toHaveAccessibleDescription('รหัสผ่านของใบรับรองไม่ถูกต้อง'));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue('secret pass');
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('company.p12');
  });

  it('shows the server’s words on a file that is not a PKCS#12 at the file', async () => {
    answerCertificate(() => null);
    const notPkcs12 = 'ชนิดไฟล์ไม่ถูกต้อง ต้องเป็นไฟล์ใบรับรอง PKCS#12 (.p12 หรือ .pfx)';
    answerUpload(() =>
      HttpResponse.json(
        failureBody('415', 'Unsupported media type', [
          { key: 'FILE_TYPE', description: notPkcs12 },
        ]) as JsonBodyType,
        { status: 415 },
      ),
    );
    const { user } = renderPanel();

    const { dialog } = await fillUpload(user, 'อัปโหลดใบรับรอง');
    await saveAndConfirm(user, dialog, 'ยืนยันการอัปโหลดข้อมูล');

    // findBy: while the confirm prompt closes, the dialog behind it is hidden from roles.
    const chooseFile = await within(dialog).findByRole('button', { name: 'ไฟล์ใบรับรอง (.p12, .pfx)' });
    await waitFor(() => expect(chooseFile).toHaveAccessibleDescription(notPkcs12));
    expect(within(dialog).getByLabelText(/^รหัสผ่านของใบรับรอง/)).toHaveValue('secret pass');
  });

  it('asks before removing and sends the version that was read', async () => {
    answerCertificate((call) => (call === 0 ? certificate() : null));
    const removed = answerPost(`${CUSTOMER}/deleteCertificate`, () => ok({}));
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'ลบใบรับรอง' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('ยืนยันการลบใบรับรอง');
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ลบใบรับรอง' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'ลบใบรับรอง' }));

    expect(await screen.findByText(/^ยังไม่มีใบรับรอง/)).toBeInTheDocument();
    expect(removed.bodies).toEqual([{ customerCode: 'C000001', version: 3 }]);
  });

  it('is a tab of the customer page, read-only in inquiry, whose Edit keeps the tab to upload', async () => {
    answerLookups();
    answerPost(`${CUSTOMER}/getCustomerByCode`, () => ok(customer()));
    answerCertificate(() => certificate());
    const { user, router } = renderWithProviders(<CustomerPage />, {
      route: '/customer/C000001?tab=certificate',
      routes: [
        { path: '/customer/:customerCode', element: <CustomerPage /> },
        { path: '/customer/:customerCode/edit', element: <CustomerPage /> },
      ],
    });

    const tab = await screen.findByRole('tab', { name: 'ใบรับรองอิเล็กทรอนิกส์' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await fact('หมายเลขใบรับรอง')).toHaveTextContent('4F2A9C01');
    expect(screen.queryByRole('button', { name: 'เปลี่ยนใบรับรอง' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบใบรับรอง' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(await screen.findByRole('button', { name: 'เปลี่ยนใบรับรอง' })).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: '/customer/C000001/edit',
      search: '?tab=certificate',
    });
    expect(screen.getByRole('tab', { name: 'ใบรับรองอิเล็กทรอนิกส์' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the customer to a key slot: a key made there, its CSR downloaded, the issued certificate uploaded', async () => {
    answerCertificate(() => certificate());
    answerPost(`${CUSTOMER}/listHsmSlots`, () => ok([{ hsmSlot: 'HSM_1', tokenLabel: 'etax1' }]));
    const requested = answerPost(`${CUSTOMER}/requestHsmKey`, () =>
      ok({
        hsmSlot: 'HSM_1',
        tokenLabel: 'etax1',
        keyLabel: 'C000001-20260601T050000Z',
        csrPem: '-----BEGIN CERTIFICATE REQUEST-----',
      }),
    );
    const moved = certificate({
      hsmSlot: 'HSM_1',
      tokenLabel: 'etax1',
      keyLabel: 'C000001-20260601T050000Z',
    });
    let uploads = 0;
    server.use(
      http.post(`${CUSTOMER}/uploadHsmCertificate`, () => {
        uploads += 1;
        return uploads === 1
          ? HttpResponse.json(
              failureBody('102', 'Failed', [
                { key: 'file', description: 'ใบรับรองนี้ไม่ตรงกับกุญแจใดของลูกค้ารายนี้' },
              ]) as JsonBodyType,
              { status: 400 },
            )
          : HttpResponse.json(okBody(moved) as JsonBodyType);
      }),
    );
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'ย้ายไปช่องเก็บกุญแจ (HSM)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ย้ายไปช่องเก็บกุญแจ (HSM)' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox')).toHaveTextContent('HSM_1 (โทเค็น etax1)'),
    );
    await user.type(within(dialog).getByLabelText(/ชื่อในใบรับรอง/), 'บริษัท ทดสอบ จำกัด');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างกุญแจและดาวน์โหลด CSR' }));
    expect(
      await within(dialog).findByText(/สร้างกุญแจ C000001-20260601T050000Z ในโทเค็น etax1 แล้ว/),
    ).toBeInTheDocument();
    expect(requested.bodies).toEqual([
      { customerCode: 'C000001', hsmSlot: 'HSM_1', commonName: 'บริษัท ทดสอบ จำกัด', organization: '' },
    ]);
    expect(vi.mocked(saveFile)).toHaveBeenCalledWith('C000001-20260601T050000Z.csr', expect.any(Blob));

    const issued = new File(['-----BEGIN CERTIFICATE-----'], 'issued.cer');
    await user.upload(within(dialog).getByLabelText('ใบรับรองที่ได้รับ'), issued);
    await user.click(within(dialog).getByRole('button', { name: 'อัปโหลดใบรับรองที่ได้รับ' }));
    // A certificate of another key is refused, said in the dialog, which stays open.
    expect(await within(dialog).findByText('ใบรับรองนี้ไม่ตรงกับกุญแจใดของลูกค้ารายนี้')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'อัปโหลดใบรับรองที่ได้รับ' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await fact('ที่เก็บกุญแจ')).toHaveTextContent('HSM_1');
    expect(await fact('โทเค็น')).toHaveTextContent('etax1');
    expect(await fact('กุญแจในโทเค็น')).toHaveTextContent('C000001-20260601T050000Z');
  });
});
