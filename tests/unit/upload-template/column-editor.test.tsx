import { screen, waitFor, within } from '@testing-library/react';
import type {
  CreateInputColumnOptionRequest,
  InputColumn,
  UpdateInputColumnOptionRequest,
  UpdateListInputColumnRequest,
} from 'contract/upload-template';
import { fill, SLOW_TEST } from '../master-data/interact';
import {
  answer,
  answerOptions,
  answerTemplate,
  choose,
  column,
  COLUMN,
  columnNames,
  columnRows,
  failure,
  ok,
  optionRow,
  pressAndConfirm,
  renderTemplatePage,
  storedColumns,
  template,
} from './template-editor-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

/** The page of template TPL000001 with its two stored columns, once they show. */
async function openEditor(stored = template()) {
  let current = stored;
  const reads = answerTemplate(() => current);
  const page = renderTemplatePage('/template/TPL000001?mode=edit');
  await waitFor(() => expect(columnNames()).toEqual(stored.columns.map((c) => c.columnName)));
  return {
    ...page,
    reads,
    store: (next: typeof stored) => {
      current = next;
    },
  };
}

/** What the server stores from a list save: ids and versions for every row. */
function stored(body: UpdateListInputColumnRequest): InputColumn[] {
  return body.columns.map((row, index) =>
    column({
      ...row,
      inputColumnId: row.inputColumnId ?? 100 + index,
      version: (row.version ?? 0) + 1,
      maxLength: row.maxLength ?? null,
      seq: row.seq ?? index + 1,
    }),
  );
}

describe('Column editor — rows', () => {
  it('adds a row, moves it up by keyboard and saves the whole list with ids, versions and order', async () => {
    const { user, reads, store } = await openEditor();
    const save = answer<UpdateListInputColumnRequest>(`${COLUMN}/updateListInputColumn`, (body) => {
      const saved = stored(body);
      store(template({ columns: saved, version: 8 }));
      return ok(saved);
    });

    await user.click(screen.getByRole('button', { name: 'เพิ่มคอลัมน์' }));
    expect(columnRows()).toHaveLength(3);
    // The new row reads the first free file column, and the focus is in its name.
    const name = screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 3' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'คอลัมน์ในไฟล์ แถวที่ 3' })).toHaveTextContent('C');
    await fill(user, name, 'ชื่อผู้ซื้อ');
    await choose(user, 'ฟิลด์ของเอกสาร แถวที่ 3', 'ชื่อผู้ซื้อ');
    await fill(user, screen.getByRole('textbox', { name: 'ความยาวสูงสุด แถวที่ 3' }), '100');
    await user.click(screen.getByRole('checkbox', { name: 'บังคับกรอก แถวที่ 3' }));

    // Alt+ArrowUp on the row's handle moves it, and the focus stays on the moved row's handle.
    const handle = screen.getByRole('button', { name: 'ย้ายแถวที่ 3 (ชื่อผู้ซื้อ)' });
    handle.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(columnNames()).toEqual(['เลขที่เอกสาร', 'ชื่อผู้ซื้อ', 'สกุลเงิน']));
    expect(screen.getByRole('button', { name: 'ย้ายแถวที่ 2 (ชื่อผู้ซื้อ)' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('ย้าย ชื่อผู้ซื้อ ไปเป็นลำดับที่ 2 จาก 3');

    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()).toEqual({
      templateCode: 'TPL000001',
      templateVersion: 7,
      columns: [
        {
          inputColumnId: 11,
          version: 3,
          inputCol: 'A',
          columnName: 'เลขที่เอกสาร',
          dataTypeKey: 'DOCUMENT_NO',
          inputType: 'STRING',
          inputControlType: 'TEXTBOX',
          required: true,
          maxLength: 35,
          seq: 1,
        },
        {
          inputCol: 'C',
          columnName: 'ชื่อผู้ซื้อ',
          dataTypeKey: 'BUYER_NAME',
          inputType: 'STRING',
          inputControlType: 'TEXTBOX',
          required: true,
          maxLength: 100,
          seq: 2,
        },
        {
          inputColumnId: 12,
          version: 5,
          inputCol: 'B',
          columnName: 'สกุลเงิน',
          dataTypeKey: 'CURRENCY',
          inputType: 'STRING',
          inputControlType: 'DROPDOWN',
          required: false,
          maxLength: null,
          seq: 3,
        },
      ],
    });
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    // The template is read again: the next save sends its new version and the stored ids.
    await waitFor(() => expect(reads.reads()).toBe(2));
    await fill(user, screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 1' }), 'เลขที่ใบกำกับ');
    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(save.bodies).toHaveLength(2));
    expect(save.last()?.templateVersion).toBe(8);
    expect(save.last()?.columns.map((c) => [c.inputColumnId, c.version, c.seq, c.columnName])).toEqual([
      [11, 4, 1, 'เลขที่ใบกำกับ'],
      [101, 1, 2, 'ชื่อผู้ซื้อ'],
      [12, 6, 3, 'สกุลเงิน'],
    ]);
  });

  it('moves rows with the move buttons, keeping the focus on the moved row, and removes one', async () => {
    const { user } = await openEditor(
      template({
        columns: [
          ...storedColumns,
          column({ inputColumnId: 13, columnName: 'วันที่', inputCol: 'C', dataTypeKey: 'ISSUE_DATE', seq: 3 }),
        ],
      }),
    );
    const save = answer<UpdateListInputColumnRequest>(`${COLUMN}/updateListInputColumn`, (body) =>
      ok(stored(body)),
    );

    expect(screen.getByRole('button', { name: 'เลื่อนแถวที่ 1 (เลขที่เอกสาร) ขึ้น' })).toBeDisabled();
    screen.getByRole('button', { name: 'เลื่อนแถวที่ 1 (เลขที่เอกสาร) ลง' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(columnNames()).toEqual(['สกุลเงิน', 'เลขที่เอกสาร', 'วันที่']));
    expect(screen.getByRole('button', { name: 'เลื่อนแถวที่ 2 (เลขที่เอกสาร) ลง' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(columnNames()).toEqual(['สกุลเงิน', 'วันที่', 'เลขที่เอกสาร']));
    // At the end of the list the down button is disabled: the focus moves to the up button.
    expect(screen.getByRole('button', { name: 'เลื่อนแถวที่ 3 (เลขที่เอกสาร) ขึ้น' })).toHaveFocus();

    // Alt+ArrowDown on a handle moves that row down.
    screen.getByRole('button', { name: 'ย้ายแถวที่ 1 (สกุลเงิน)' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(columnNames()).toEqual(['วันที่', 'สกุลเงิน', 'เลขที่เอกสาร']));
    expect(screen.getByRole('button', { name: 'ย้ายแถวที่ 2 (สกุลเงิน)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'ลบแถวที่ 1 (วันที่)' }));
    expect(columnNames()).toEqual(['สกุลเงิน', 'เลขที่เอกสาร']);

    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    // The removed column is left out (the server deletes it); seq follows the new order.
    expect(save.last()?.columns.map((c) => [c.inputColumnId, c.version, c.seq])).toEqual([
      [12, 5, 1],
      [11, 3, 2],
    ]);
  });
});

describe('Column editor — validation', () => {
  it('refuses a duplicate file column and a date picker on text, under the fields, and sends nothing', async () => {
    const { user } = await openEditor();
    const save = answer(`${COLUMN}/updateListInputColumn`, () => ok([]));

    await choose(user, 'คอลัมน์ในไฟล์ แถวที่ 2', 'A');
    const secondCol = screen.getByRole('combobox', { name: 'คอลัมน์ในไฟล์ แถวที่ 2' });
    await waitFor(() => expect(secondCol).toHaveAccessibleDescription('คอลัมน์ในไฟล์นี้ถูกใช้แล้วในแถวอื่น'));
    // The first row keeps its file column: only the later one is marked.
    expect(screen.getByRole('combobox', { name: 'คอลัมน์ในไฟล์ แถวที่ 1' })).not.toHaveAccessibleDescription();

    await choose(user, 'ชนิดช่องกรอก แถวที่ 1', 'ตัวเลือกวันที่');
    const control = screen.getByRole('combobox', { name: 'ชนิดช่องกรอก แถวที่ 1' });
    await waitFor(() => expect(control).toHaveAccessibleDescription('ตัวเลือกวันที่ใช้กับชนิดข้อมูลวันที่เท่านั้น'));

    // A new row's empty name is required; max length is 1–1000.
    await user.click(screen.getByRole('button', { name: 'เพิ่มคอลัมน์' }));
    await fill(user, screen.getByRole('textbox', { name: 'ความยาวสูงสุด แถวที่ 3' }), '1001');

    await user.click(screen.getByRole('button', { name: 'บันทึกคอลัมน์' }));
    const newName = screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 3' });
    await waitFor(() => expect(newName).toHaveAccessibleDescription('กรุณาระบุข้อมูล'));
    expect(screen.getByRole('textbox', { name: 'ความยาวสูงสุด แถวที่ 3' })).toHaveAccessibleDescription(
      'ต้องไม่มากกว่า 1000',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Fixing the type clears the control's error; a free file column clears the duplicate.
    await choose(user, 'ชนิดข้อมูล แถวที่ 1', 'วันที่');
    await waitFor(() => expect(control).not.toHaveAccessibleDescription());
    await choose(user, 'คอลัมน์ในไฟล์ แถวที่ 1', 'D');
    await waitFor(() => expect(secondCol).not.toHaveAccessibleDescription());
    expect(save.bodies).toHaveLength(0);
  });

  it('keeps the rows after a refused save and marks the fields the server names', async () => {
    const { user } = await openEditor();
    const save = answer(`${COLUMN}/updateListInputColumn`, () =>
      failure(400, [{ key: 'columns.1.dataTypeKey', description: 'ฟิลด์ของเอกสารนี้ถูกใช้แล้วในเทมเพลตนี้' }]),
    );
    await fill(user, screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 2' }), 'สกุลเงินที่แก้');
    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(save.bodies).toHaveLength(1));

    const field = screen.getByRole('combobox', { name: 'ฟิลด์ของเอกสาร แถวที่ 2' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('ฟิลด์ของเอกสารนี้ถูกใช้แล้วในเทมเพลตนี้'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(columnNames()).toEqual(['เลขที่เอกสาร', 'สกุลเงินที่แก้']);
  });

  it('offers to reload a template changed by someone else, then saves over the new version', async () => {
    const { user, store } = await openEditor();
    const save = answer<UpdateListInputColumnRequest>(`${COLUMN}/updateListInputColumn`, (body, call) => {
      if (call > 0) return ok(stored(body));
      // Someone else renamed the first column meanwhile.
      store(
        template({
          version: 9,
          columns: [column({ columnName: 'เลขที่ของผู้อื่น', version: 4 }), storedColumns[1]!],
        }),
      );
      return failure(409, [{ key: 'STALE_RECORD', description: 'ข้อมูลถูกแก้ไขแล้ว กรุณาโหลดใหม่' }]);
    });
    await user.click(screen.getByRole('button', { name: 'เพิ่มคอลัมน์' }));
    await fill(user, screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 3' }), 'ชื่อผู้ซื้อ');
    await choose(user, 'ฟิลด์ของเอกสาร แถวที่ 3', 'ชื่อผู้ซื้อ');
    await user.click(screen.getByRole('button', { name: 'บันทึกคอลัมน์' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));

    // The next prompt is the reload question.
    const prompt = await screen.findByRole('alertdialog', {
      name: /ข้อมูลนี้ถูกแก้ไขโดยผู้อื่นหลังจากที่คุณเปิดอ่าน/,
    });
    expect(save.last()?.templateVersion).toBe(7);
    // Until the user chooses, the rows (behind the prompt) stay as typed.
    expect(columnNames(true)).toEqual(['เลขที่เอกสาร', 'สกุลเงิน', 'ชื่อผู้ซื้อ']);
    await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
    // The stored list replaces the rows (the unsaved row is dropped).
    await waitFor(() => expect(columnNames()).toEqual(['เลขที่ของผู้อื่น', 'สกุลเงิน']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await fill(user, screen.getByRole('textbox', { name: 'ชื่อคอลัมน์ แถวที่ 2' }), 'สกุลเงินของฉัน');
    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(save.bodies).toHaveLength(2));
    expect(save.last()?.templateVersion).toBe(9);
    expect(save.last()?.columns.map((c) => [c.inputColumnId, c.version, c.columnName])).toEqual([
      [11, 4, 'เลขที่ของผู้อื่น'],
      [12, 5, 'สกุลเงินของฉัน'],
    ]);
  });

  it('says clearly why an active E-TAX template refuses the columns (422)', async () => {
    const { user } = await openEditor(template({ templateStatus: 'ACTIVE', uploadType: 'ETAX' }));
    answer(`${COLUMN}/updateListInputColumn`, () =>
      failure(422, [
        {
          key: 'ETAX_REQUIRED_KEYS',
          description: 'เทมเพลต E-TAX ต้องมีคอลัมน์ของฟิลด์เหล่านี้ก่อนเปิดใช้งาน: ISSUE_DATE, BUYER_NAME, BUYER_TAX_ID',
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'ลบแถวที่ 2 (สกุลเงิน)' }));
    await pressAndConfirm(user, 'บันทึกคอลัมน์', 'ยืนยันการแก้ไขข้อมูล');

    const alerts = await screen.findAllByRole('alert');
    const refusal = alerts.find((alert) => alert.textContent?.includes('ยังกำหนดฟิลด์ของเอกสารไม่ครบ'));
    expect(refusal).toHaveTextContent('ISSUE_DATE, BUYER_NAME, BUYER_TAX_ID');
    // The rows stay as they were typed.
    expect(columnNames()).toEqual(['เลขที่เอกสาร']);
  });
});

describe('Column editor — dropdown options and leaving', () => {
  it('lists, adds, edits and deletes the options of a saved dropdown column', async () => {
    const { user } = await openEditor();
    let options = [optionRow()];
    answerOptions(() => options);
    const create = answer<CreateInputColumnOptionRequest>(`${COLUMN}/createInputColumnOption`, (body) => {
      const created = optionRow({ ...body, optionId: 102, seq: 2 });
      options = [...options, created];
      return ok(created);
    });
    const update = answer<UpdateInputColumnOptionRequest>(`${COLUMN}/updateInputColumnOption`, (body) => {
      options = body.deleted
        ? options.filter((o) => o.optionId !== body.optionId)
        : options.map((o) => (o.optionId === body.optionId ? { ...o, ...body, version: o.version + 1 } : o));
      return ok(optionRow(body));
    });

    // Only the saved dropdown row has options.
    expect(screen.queryByRole('button', { name: 'ตัวเลือกของแถวที่ 1 (เลขที่เอกสาร)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ตัวเลือกของแถวที่ 2 (สกุลเงิน)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ตัวเลือกของคอลัมน์ สกุลเงิน' });
    expect(await within(dialog).findByRole('cell', { name: 'THB' })).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: /ค่าในไฟล์/ });
    await waitFor(() => expect(value).toHaveFocus());

    await fill(user, value, 'USD');
    await fill(user, within(dialog).getByRole('textbox', { name: /ข้อความที่แสดง/ }), 'ดอลลาร์สหรัฐ');
    await pressAndConfirm(user, 'เพิ่มตัวเลือก', 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() =>
      expect(create.bodies).toEqual([{ inputColumnId: 12, optionValue: 'USD', optionLabel: 'ดอลลาร์สหรัฐ' }]),
    );
    expect(await within(dialog).findByRole('cell', { name: 'USD' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'แก้ไข THB' }));
    const label = within(dialog).getByRole('textbox', { name: /ข้อความที่แสดง/ });
    await waitFor(() => expect(label).toHaveValue('บาท'));
    await fill(user, label, 'เงินบาท');
    await pressAndConfirm(user, 'บันทึกตัวเลือก', 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toEqual({
      optionId: 101,
      version: 1,
      seq: 1,
      optionValue: 'THB',
      optionLabel: 'เงินบาท',
    });

    await user.click(within(dialog).getByRole('button', { name: 'ลบ USD' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการลบตัวเลือก USD');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(update.bodies).toHaveLength(2));
    expect(update.last()).toEqual({
      optionId: 102,
      version: 1,
      optionValue: 'USD',
      optionLabel: 'ดอลลาร์สหรัฐ',
      deleted: true,
    });
    await waitFor(() => expect(within(dialog).queryByRole('cell', { name: 'USD' })).not.toBeInTheDocument());

    // findBy: the page stays hidden from roles until the delete prompt has gone.
    await user.click(await within(dialog).findByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'ตัวเลือกของแถวที่ 2 (สกุลเงิน)' })).toHaveFocus();
  });

  it('asks before leaving the page with unsaved rows', async () => {
    const { user, router } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'เพิ่มคอลัมน์' }));

    await user.click(screen.getByRole('link', { name: 'เทมเพลตนำเข้าข้อมูล' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('มีข้อมูลที่ยังไม่ได้บันทึก');
    await user.click(within(prompt).getByRole('button', { name: 'กลับไปแก้ไข' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/template/TPL000001');
    expect(columnRows()).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'เทมเพลตนำเข้าข้อมูล' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ออกโดยไม่บันทึก' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/template'));
  });
});
