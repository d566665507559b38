import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  CreateUploadTemplateRequest,
  UpdateUploadTemplateRequest,
  UploadTemplateDetail,
} from 'contract/upload-template';
import { saveFile } from 'src/lib/save-file';
import { server } from 'src/mocks/server';
import { fill, SLOW_TEST } from '../master-data/interact';
import {
  answer,
  answerTemplate,
  choose,
  columnNames,
  failure,
  ok,
  pressAndConfirm,
  renderTemplatePage,
  TEMPLATE,
  template,
} from './template-editor-msw';

vi.mock('src/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const headerForm = () => screen.getByRole('form', { name: 'ข้อมูลเทมเพลต' });

describe('Template page — a saved template', () => {
  it('opens a template for reading; its edit button switches the page to editing (issue 32)', async () => {
    answerTemplate(() => template());
    const { user, router } = renderTemplatePage('/template/TPL000001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ข้อมูลเทมเพลตนำเข้าข้อมูล' }),
    ).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /ชื่อเทมเพลต/ });
    await waitFor(() => expect(name).toHaveValue('ใบกำกับภาษีรายเดือน'));
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' })).not.toBeInTheDocument();
    // The columns as a table to read, not the editor.
    const columns = screen.getByRole('table', { name: 'คอลัมน์นำเข้า' });
    // The header and one row per column, in file order.
    const rows = within(columns).getAllByRole('row');
    expect(rows.map((row) => row.querySelectorAll('th, td')[1]?.textContent)).toEqual([
      'ชื่อคอลัมน์',
      'เลขที่เอกสาร',
      'สกุลเงิน',
    ]);
    expect(screen.queryByRole('button', { name: 'บันทึกคอลัมน์' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตนำเข้าข้อมูล' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=edit');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /ชื่อเทมเพลต/ })).not.toHaveAttribute('readonly'),
    );
    expect(screen.getByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' })).toBeInTheDocument();
  });

  it('loads the template with its columns and saves the header with the version read', async () => {
    let current = template();
    const reads = answerTemplate(() => current);
    const update = answer<UpdateUploadTemplateRequest>(`${TEMPLATE}/update`, (body) => {
      current = template({ ...body, version: 8 });
      return ok(current);
    });
    const { user } = renderTemplatePage('/template/TPL000001?mode=edit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตนำเข้าข้อมูล' }),
    ).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /ชื่อเทมเพลต/ });
    await waitFor(() => expect(name).toHaveValue('ใบกำกับภาษีรายเดือน'));
    const form = headerForm();
    // The customer of a saved template is shown, never changed.
    expect(within(form).getByRole('textbox', { name: 'ลูกค้า' })).toHaveValue('C000001 บริษัท ทดสอบ จำกัด');
    expect(within(form).getByRole('textbox', { name: /ชื่อไฟล์ตัวอย่างของลูกค้า/ })).toHaveValue('invoices.xlsx');
    expect(within(form).getByRole('textbox', { name: /แถวแรกของข้อมูล/ })).toHaveValue('2');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /ประเภทเอกสาร/ })).toHaveTextContent('ใบกำกับภาษี'),
    );
    expect(within(form).getByRole('combobox', { name: /ประเภทการนำเข้า/ })).toHaveTextContent('E-DOCUMENT');
    expect(columnNames()).toEqual(['เลขที่เอกสาร', 'สกุลเงิน']);
    expect(screen.getByRole('button', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง' })).toBeInTheDocument();

    await fill(user, name, 'ใบกำกับภาษี (ใหม่)');
    await fill(user, within(form).getByRole('textbox', { name: /แถวแรกของข้อมูล/ }), '3');
    await choose(user, /ประเภทเอกสาร/, 'ใบเพิ่มหนี้');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการแก้ไขข้อมูล');

    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toEqual({
      templateCode: 'TPL000001',
      version: 7,
      templateName: 'ใบกำกับภาษี (ใหม่)',
      templateType: 'EXCEL',
      uploadType: 'EDOC',
      documentType: '80',
      templateStatus: 'INACTIVE',
      startRow: 3,
      fileName: 'invoices.xlsx',
    });
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(await screen.findByText('TPL000001 ใบกำกับภาษี (ใหม่)')).toBeInTheDocument();
    // The answer is shown as is: no second read.
    expect(reads.reads()).toBe(1);
  });

  it('checks the header in the browser before asking', async () => {
    answerTemplate(() => template());
    const update = answer(`${TEMPLATE}/update`, () => ok(template()));
    const { user } = renderTemplatePage('/template/TPL000001?mode=edit');
    const name = await screen.findByRole('textbox', { name: /ชื่อเทมเพลต/ });
    await waitFor(() => expect(name).toHaveValue('ใบกำกับภาษีรายเดือน'));

    await fill(user, name, '');
    await fill(user, screen.getByRole('textbox', { name: /แถวแรกของข้อมูล/ }), '0');
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('กรุณาระบุข้อมูล'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /แถวแรกของข้อมูล/ })).toHaveAccessibleDescription(
      'ต้องไม่น้อยกว่า 1',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(update.bodies).toHaveLength(0);
  });

  it('shows the 422 refusal of activating an incomplete E-TAX template next to the button', async () => {
    answerTemplate(() => template({ uploadType: 'ETAX' }));
    answer(`${TEMPLATE}/update`, () =>
      failure(422, [
        {
          key: 'ETAX_REQUIRED_KEYS',
          description: 'เทมเพลต E-TAX ต้องมีคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน: ISSUE_DATE, BUYER_NAME',
        },
      ]),
    );
    const { user } = renderTemplatePage('/template/TPL000001?mode=edit');
    const status = await screen.findByRole('combobox', { name: /สถานะ/ });
    await waitFor(() => expect(status).toHaveTextContent('ไม่ใช้งาน'));
    await choose(user, /สถานะ/, 'ใช้งาน');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการแก้ไขข้อมูล');

    const refusal = await within(headerForm()).findByRole('alert');
    expect(refusal).toHaveTextContent('เทมเพลต E-TAX ยังกำหนดฟิลด์ของเอกสารไม่ครบ');
    expect(refusal).toHaveTextContent('ISSUE_DATE, BUYER_NAME');
    // What was chosen stays.
    expect(screen.getByRole('combobox', { name: /สถานะ/ })).toHaveTextContent('ใช้งาน');
  });

  it('downloads the sample file under the server’s name', async () => {
    answerTemplate(() => template());
    server.use(
      http.get(`${TEMPLATE}/downloadSample/:code`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('sample').buffer, {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="TPL000001-sample.xlsx"',
          },
        }),
      ),
    );
    const { user } = renderTemplatePage('/template/TPL000001?mode=edit');
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]?.[0]).toBe('TPL000001-sample.xlsx');
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBeInstanceOf(Blob);
  });
});

describe('Template page — a new template', () => {
  it('creates a template for an active customer and continues on its page', async () => {
    const created: UploadTemplateDetail = template({
      templateCode: 'TPL000009',
      customerCode: 'C000002',
      customerName: 'บริษัท ตัวอย่าง จำกัด',
      templateName: 'ใบแจ้งหนี้',
      templateType: 'CSV',
      uploadType: 'EDOC',
      documentType: '380',
      fileName: null,
      columns: [],
      version: 1,
    });
    const create = answer<CreateUploadTemplateRequest>(`${TEMPLATE}/create`, () => ok(created));
    answerTemplate(() => created);
    const { user, router } = renderTemplatePage('/template/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'เพิ่มเทมเพลตนำเข้าข้อมูล' })).toBeInTheDocument();
    expect(screen.getByText('บันทึกข้อมูลเทมเพลตก่อน จึงจะกำหนดคอลัมน์นำเข้าได้')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'คอลัมน์นำเข้า' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /แถวแรกของข้อมูล/ })).toHaveValue('2');

    await choose(user, /ลูกค้า/, 'C000001 บริษัท ทดสอบ จำกัด');
    await choose(user, /ประเภทเอกสาร/, 'ใบกำกับภาษี');
    await fill(user, screen.getByRole('textbox', { name: /ชื่อเทมเพลต/ }), 'ใบแจ้งหนี้');
    await choose(user, /ประเภทไฟล์/, 'ไฟล์ CSV');
    await choose(user, /ประเภทการนำเข้า/, 'E-DOCUMENT');
    // The document types are the chosen customer's: another customer clears the one chosen.
    await choose(user, /ลูกค้า/, 'C000002 บริษัท ตัวอย่าง จำกัด');
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลเทมเพลต' }));
    expect(await screen.findByText('กรุณาเลือกข้อมูล')).toBeInTheDocument();
    await choose(user, /ประเภทเอกสาร/, 'ใบแจ้งหนี้');
    await pressAndConfirm(user, 'บันทึกข้อมูลเทมเพลต', 'ยืนยันการเพิ่มข้อมูล');

    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.last()).toEqual({
      customerCode: 'C000002',
      templateName: 'ใบแจ้งหนี้',
      templateType: 'CSV',
      uploadType: 'EDOC',
      documentType: '380',
      templateStatus: 'INACTIVE',
      startRow: 2,
      fileName: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/template/TPL000009'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตนำเข้าข้อมูล' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีคอลัมน์ กดเพิ่มคอลัมน์เพื่อเริ่ม')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ลูกค้า' })).toHaveValue('C000002 บริษัท ตัวอย่าง จำกัด');
  });

  it('says so when the template cannot be read', async () => {
    server.use(
      http.get(`${TEMPLATE}/getTemplateByCode/:code`, () =>
        HttpResponse.json({ status: { code: '404', message: 'Not found' } }, { status: 404 }),
      ),
    );
    renderTemplatePage('/template/TPL999999');
    expect(await screen.findByText('ไม่พบเทมเพลตนี้ อาจถูกลบไปแล้ว')).toBeInTheDocument();
  });
});
