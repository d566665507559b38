import { screen, waitFor, within } from '@testing-library/react';
import type { CreatePdfTemplateRequest } from 'contract/pdf-template';
import { SLOW_TEST } from '../master-data/interact';
import {
  answer,
  answerTemplate,
  answerUpload,
  choose,
  failure,
  fill,
  ok,
  okJson,
  PDF,
  pdfFile,
  pdfTemplate,
  pressAndConfirm,
  renderPdfTemplates,
} from './pdf-template-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

/** A new template as createPdfTemplate answers it: a DRAFT without its form. */
const created = pdfTemplate({
  pdfTemplateId: 9,
  customerCode: 'C000002',
  customerName: 'บริษัท ตัวอย่าง จำกัด',
  templateName: 'ใบแจ้งหนี้ของลูกค้า',
  templateType: 'EDOC',
  documentType: '380',
  fileName: null,
  formFileId: null,
  pageCount: 0,
  fieldCount: 0,
  pages: [],
  columns: [],
  version: 1,
});
const withForm = {
  ...created,
  fileName: 'form.pdf',
  formFileId: 'F-9',
  pageCount: 1,
  pages: [{ width: 400, height: 600 }],
  version: 2,
};

const fileInput = () => screen.getByLabelText<HTMLInputElement>('เลือกไฟล์ PDF', { selector: 'input' });

async function fillDetails(user: ReturnType<typeof renderPdfTemplates>['user']) {
  expect(await screen.findByRole('heading', { level: 1, name: 'เพิ่มเทมเพลตเอกสาร PDF' })).toBeInTheDocument();
  await choose(user, /ลูกค้า/, 'C000002 บริษัท ตัวอย่าง จำกัด');
  // The document types are the chosen customer's.
  await choose(user, /ประเภทเอกสาร/, 'ใบแจ้งหนี้');
  await fill(user, screen.getByRole('textbox', { name: /ชื่อเทมเพลต/ }), 'ใบแจ้งหนี้ของลูกค้า');
  await choose(user, /ประเภทเทมเพลต/, 'E-DOCUMENT');
}

describe('New PDF template', () => {
  it('creates the template, then uploads its form, and continues on its page', async () => {
    const create = answer<CreatePdfTemplateRequest>(`${PDF}/createPdfTemplate`, () => ok(created));
    const uploads = answerUpload(() => okJson(withForm));
    answerTemplate(() => withForm);
    const { user, router } = renderPdfTemplates('/pdf-template/new');

    await fillDetails(user);
    await user.upload(fileInput(), pdfFile());
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('form.pdf');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการเพิ่มข้อมูล');

    await waitFor(() => expect(router.state.location.pathname).toBe('/pdf-template/9'));
    expect(create.bodies).toEqual([
      { customerCode: 'C000002', templateName: 'ใบแจ้งหนี้ของลูกค้า', templateType: 'EDOC', documentType: '380' },
    ]);
    // The form goes with the new template's id and version.
    expect(uploads).toEqual([{ fields: { pdfTemplateId: '9', version: '1' }, files: 1 }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตเอกสาร PDF' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'แบบฟอร์ม PDF' });
    expect(within(form).getByText('form.pdf')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'จัดวางฟิลด์บนแบบฟอร์ม' })).toBeInTheDocument();
  });

  it('keeps the chosen file, and says why, when the upload fails after the create', async () => {
    answer(`${PDF}/createPdfTemplate`, () => ok(created));
    let refuse = true;
    const uploads = answerUpload(() =>
      refuse
        ? failure(422, [{ key: 'PDF_REFUSED', description: 'ไฟล์ PDF นี้มี JavaScript จึงใช้เป็นแบบฟอร์มไม่ได้' }])
        : okJson(withForm),
    );
    answerTemplate(() => (refuse ? created : withForm));
    const { user, router } = renderPdfTemplates('/pdf-template/new');

    await fillDetails(user);
    await user.upload(fileInput(), pdfFile('customer-form.pdf'));
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการเพิ่มข้อมูล');

    // The template is stored: its page opens with the file kept and the server's reason at it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdf-template/9'));
    const form = await screen.findByRole('region', { name: 'แบบฟอร์ม PDF' });
    expect(within(form).getByTestId('chosen-file')).toHaveTextContent('customer-form.pdf');
    expect(within(form).getByRole('alert')).toHaveTextContent('ไฟล์ PDF นี้มี JavaScript จึงใช้เป็นแบบฟอร์มไม่ได้');
    expect(within(form).getByText('ยังไม่มีแบบฟอร์ม')).toBeInTheDocument();
    expect(screen.getByText('อัปโหลดแบบฟอร์ม PDF ก่อน จึงจะวางฟิลด์ได้')).toBeInTheDocument();
    // The router's state was used once: a reload of this entry does not offer the file again.
    await waitFor(() => expect(router.state.location.state).toBeNull());

    // Nothing was lost: the same file goes again from here.
    refuse = false;
    await pressAndConfirm(user, 'อัปโหลดแบบฟอร์ม', 'ยืนยันการอัปโหลดข้อมูล');
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]).toEqual({ fields: { pdfTemplateId: '9', version: '1' }, files: 1 });
    expect(await within(form).findByText('form.pdf')).toBeInTheDocument();
    expect(within(form).queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('checks the file in the browser before anything is sent', async () => {
    const create = answer(`${PDF}/createPdfTemplate`, () => ok(created));
    const { user } = renderPdfTemplates('/pdf-template/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เพิ่มเทมเพลตเอกสาร PDF' }),
    ).toBeInTheDocument();

    await user.upload(fileInput(), pdfFile('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ขนาดต้องไม่เกิน 5 MB');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    // The details are checked too before the question.
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /ชื่อเทมเพลต/ })).toHaveAccessibleDescription('กรุณาระบุข้อมูล'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(create.bodies).toHaveLength(0);
  });
});
