import { screen, waitFor, within } from '@testing-library/react';
import type { UpdatePdfTemplateRequest } from 'contract/pdf-template';
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

const detailsForm = () => screen.getByRole('form', { name: 'ข้อมูลเทมเพลต' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('เลือกไฟล์ PDF', { selector: 'input' });

async function openTemplate(route = '/pdf-template/7') {
  const page = renderPdfTemplates(route);
  const name = await screen.findByRole('textbox', { name: /ชื่อเทมเพลต/ });
  await waitFor(() => expect(name).toHaveValue('ใบกำกับภาษีของลูกค้า'));
  return { ...page, name };
}

describe('PDF template page — details', () => {
  it('shows the template and saves its details and status over the version read', async () => {
    let current = pdfTemplate();
    const reads = answerTemplate(() => current);
    const update = answer<UpdatePdfTemplateRequest>(`${PDF}/updatePdfTemplate`, (body) => {
      current = pdfTemplate({ ...body, version: 5 });
      return ok(current);
    });
    const { user, name } = await openTemplate();

    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตเอกสาร PDF' })).toBeInTheDocument();
    expect(screen.getByText('7 ใบกำกับภาษีของลูกค้า')).toBeInTheDocument();
    const form = detailsForm();
    // The customer of a saved template is shown, never changed.
    expect(within(form).getByRole('textbox', { name: 'ลูกค้า' })).toHaveValue('C000001 บริษัท ทดสอบ จำกัด');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /สถานะ/ })).toHaveTextContent('ร่าง'),
    );
    expect(within(form).getByRole('combobox', { name: /ประเภทเทมเพลต/ })).toHaveTextContent('E-TAX');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /ประเภทเอกสาร/ })).toHaveTextContent('ใบกำกับภาษี'),
    );

    await fill(user, name, 'ใบกำกับภาษี (ใหม่)');
    await choose(user, /ประเภทเอกสาร/, 'ใบเพิ่มหนี้');
    await choose(user, /สถานะ/, 'ใช้งาน');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการแก้ไขข้อมูล');

    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toEqual({
      pdfTemplateId: 7,
      version: 4,
      templateName: 'ใบกำกับภาษี (ใหม่)',
      templateType: 'ETAX',
      documentType: '80',
      status: 'ACTIVE',
    });
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(await screen.findByText('7 ใบกำกับภาษี (ใหม่)')).toBeInTheDocument();
    // The answer is shown as is: no second read.
    expect(reads.reads()).toBe(1);
  });

  it('says next to the button why the template cannot be active yet, keeping the choice', async () => {
    answerTemplate(() => pdfTemplate({ columns: [], fieldCount: 0 }));
    answer(`${PDF}/updatePdfTemplate`, () =>
      failure(422, [{ key: 'FIELDS_REQUIRED', description: 'ยังไม่มีฟิลด์บนแบบฟอร์ม' }]),
    );
    const { user } = await openTemplate();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /สถานะ/ })).toHaveTextContent('ร่าง'));
    await choose(user, /สถานะ/, 'ใช้งาน');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการแก้ไขข้อมูล');

    const refusal = await within(detailsForm()).findByRole('alert');
    expect(refusal).toHaveTextContent('ต้องวางฟิลด์บนแบบฟอร์มอย่างน้อยหนึ่งฟิลด์ก่อนเปิดใช้งาน');
    expect(refusal).toHaveTextContent('ยังไม่มีฟิลด์บนแบบฟอร์ม');
    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /สถานะ/ })).toHaveTextContent('ใช้งาน');
  });

  it('offers to reload when the template was changed by someone else', async () => {
    let current = pdfTemplate();
    const reads = answerTemplate(() => current);
    answer(`${PDF}/updatePdfTemplate`, () =>
      failure(409, [{ key: 'STALE_RECORD', description: 'ข้อมูลถูกแก้ไขโดยผู้อื่น' }]),
    );
    const { user, name } = await openTemplate();
    await fill(user, name, 'ชื่อที่พิมพ์');
    current = pdfTemplate({ templateName: 'ชื่อที่ผู้อื่นบันทึก', version: 6 });
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));

    const prompt = await screen.findByRole('alertdialog', { name: /ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น/ }, { timeout: 8000 });
    await waitFor(() => expect(prompt).toHaveTextContent('ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น'));
    await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
    await waitFor(() => expect(name).toHaveValue('ชื่อที่ผู้อื่นบันทึก'));
    expect(reads.reads()).toBe(2);
  });

  it('says so when the template cannot be found', async () => {
    answer(`${PDF}/getPdfTemplateById`, () => failure(404, []));
    renderPdfTemplates('/pdf-template/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบเทมเพลตเอกสาร PDF' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าค้นหาเทมเพลตเอกสาร PDF' })).toHaveAttribute(
      'href',
      '/pdf-template',
    );
  });
});

describe('PDF template page — the form', () => {
  it('replaces the form after asking; a wrong type is said at the file and the file kept', async () => {
    answerTemplate(() => pdfTemplate());
    let answerWith: 'wrong-type' | 'too-large' | 'ok' = 'wrong-type';
    const uploads = answerUpload(() =>
      answerWith === 'wrong-type'
        ? failure(415, [{ key: 'FILE_TYPE', description: 'File type' }])
        : answerWith === 'too-large'
          ? failure(413, [])
          : okJson(pdfTemplate({ fileName: 'new-form.pdf', formFileId: 'F-2', pageCount: 2, version: 5 })),
    );
    const { user } = await openTemplate();
    const form = screen.getByRole('region', { name: 'แบบฟอร์ม PDF' });
    expect(within(form).getByText('form.pdf')).toBeInTheDocument();
    expect(within(form).getByText('1')).toBeInTheDocument();

    // Nothing chosen: the file says so, nothing is asked.
    await user.click(within(form).getByRole('button', { name: 'เปลี่ยนแบบฟอร์ม' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์');

    await user.upload(fileInput(), pdfFile('new-form.pdf'));
    await pressAndConfirm(user, 'เปลี่ยนแบบฟอร์ม', 'ยืนยันการอัปโหลดข้อมูล');
    expect(await within(form).findByRole('alert')).toHaveTextContent('ชนิดไฟล์ไม่ถูกต้อง');
    expect(within(form).getByTestId('chosen-file')).toHaveTextContent('new-form.pdf');

    answerWith = 'too-large';
    await pressAndConfirm(user, 'เปลี่ยนแบบฟอร์ม', 'ยืนยันการอัปโหลดข้อมูล');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('ไฟล์ขนาดต้องไม่เกิน 5 MB'));

    answerWith = 'ok';
    await pressAndConfirm(user, 'เปลี่ยนแบบฟอร์ม', 'ยืนยันการอัปโหลดข้อมูล');
    expect(await within(form).findByText('new-form.pdf')).toBeInTheDocument();
    expect(within(form).getByText('2')).toBeInTheDocument();
    expect(within(form).queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(uploads.map((sent) => sent.fields)).toEqual([
      { pdfTemplateId: '7', version: '4' },
      { pdfTemplateId: '7', version: '4' },
      { pdfTemplateId: '7', version: '4' },
    ]);
    // The designer now has two pages.
    expect(await screen.findByRole('navigation', { name: 'หน้าของแบบฟอร์ม' })).toBeInTheDocument();
  });
});
