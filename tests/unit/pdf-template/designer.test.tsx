import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PreviewPdfRequest } from 'contract/pdf-template';
import { server } from 'src/mocks/server';
import { chooseOption, SLOW_TEST } from '../master-data/interact';
import {
  box,
  canvas,
  dragFromList,
  focus,
  geometryOf,
  listItem,
  openDesigner,
  pointerDrag,
  SCALE,
} from './designer-msw';
import { column, failure, fill, PDF, pdfTemplate, pressAndConfirm } from './pdf-template-msw';
import { stubNewTab } from '../new-tab';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const saveLayout = (user: Parameters<typeof pressAndConfirm>[0]) =>
  pressAndConfirm(user, 'บันทึกการจัดวาง', 'ยืนยันการแก้ไขข้อมูล');

/** The stored DOCUMENT_NO field of the fixture, as savePdfInputColumn takes it: no id, no seq. */
const { pdfInputColumnId: _id, seq: _seq, ...storedField } = column();

describe('PDF template designer — placing fields', () => {
  it('drops a field from the list where it is let go and saves the whole layout with the version', async () => {
    const { user, save } = await openDesigner(pdfTemplate(), (body) =>
      // The server moves what it must; the designer takes its answer.
      pdfTemplate({
        version: 5,
        columns: body.columns.map((c, i) => ({
          ...c,
          x: c.dataTypeKey === 'ISSUE_DATE' ? 101 : c.x,
          height: c.height ?? 14,
          format: c.format ?? null,
          pdfInputColumnId: 40 + i,
          seq: i + 1,
        })),
      }),
    );
    // The stored field is drawn with its sample value.
    expect(within(box('เลขที่เอกสาร')).getByText('INV-2026-0001')).toBeInTheDocument();

    dragFromList('วันที่ออกเอกสาร', canvas(), 100 * SCALE, 150 * SCALE);
    const date = box('วันที่ออกเอกสาร');
    expect(geometryOf(date)).toEqual({ x: 100, y: 150, width: 80, height: 14 });
    // A date starts in the Buddhist era, its sample drawn in place.
    expect(within(date).getByText('21 พ.ย. 2569')).toBeInTheDocument();
    expect(screen.getByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).toBeInTheDocument();
    expect(within(listItem('วันที่ออกเอกสาร')).getByText('วางแล้ว 1 ช่อง')).toBeInTheDocument();

    await saveLayout(user);
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()).toEqual({
      pdfTemplateId: 7,
      version: 4,
      columns: [
        storedField,
        {
          dataTypeKey: 'ISSUE_DATE',
          label: 'วันที่ออกเอกสาร',
          page: 1,
          x: 100,
          y: 150,
          width: 80,
          height: 14,
          fontSize: 10,
          align: 'LEFT',
          format: 'DATE_BE_LONG',
        },
      ],
      itemTable: null,
    });
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    // The answer is the new state: the moved field, nothing left unsaved.
    await waitFor(() => expect(geometryOf(box('วันที่ออกเอกสาร')).x).toBe(101));
    expect(screen.queryByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).not.toBeInTheDocument();

    // The next save goes over the version the answer carried.
    dragFromList('ชื่อผู้ซื้อ', canvas(), 20, 20);
    await saveLayout(user);
    await waitFor(() => expect(save.bodies).toHaveLength(2));
    expect(save.last()?.version).toBe(5);
  });

  it('places a field in the middle of the page from its button, selected and focused', async () => {
    const { user } = await openDesigner();
    await user.click(screen.getByRole('button', { name: 'วาง จำนวนเงินรวม บนหน้า' }));
    const total = box('จำนวนเงินรวม');
    // 80 × 14 in the middle of 400 × 600; amounts right-aligned and grouped.
    expect(geometryOf(total)).toEqual({ x: 160, y: 293, width: 80, height: 14 });
    expect(total).toHaveFocus();
    expect(total).toHaveAttribute('aria-pressed', 'true');
    expect(within(total).getByText('1,234.50')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'ช่องข้อมูล: จำนวนเงินรวม' });
    expect(within(panel).getByRole('button', { name: 'ชิดขวา' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('combobox', { name: 'รูปแบบการแสดงผล' })).toHaveTextContent(
      'จำนวนเงิน (1,234.50)',
    );
  });

  it("offers a note's original, correct and difference values, placed as grouped amounts", async () => {
    const { user } = await openDesigner();
    for (const [name, sample] of [
      ['มูลค่าเดิม', '5,000.00'],
      ['มูลค่าที่ถูกต้อง', '3,846.26'],
      ['ผลต่าง', '1,153.74'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `วาง ${name} บนหน้า` }));
      const field = box(name);
      expect(within(field).getByText(sample)).toBeInTheDocument();
      const panel = screen.getByRole('region', { name: `ช่องข้อมูล: ${name}` });
      expect(within(panel).getByRole('button', { name: 'ชิดขวา' })).toHaveAttribute('aria-pressed', 'true');
    }
  });
});

describe('PDF template designer — moving and resizing', () => {
  it('moves a focused box 1 pt per arrow, 10 pt with Shift, stops at the page edge, resizes with Alt', async () => {
    const { user, save } = await openDesigner();
    const field = box('เลขที่เอกสาร');
    await focus(field);

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(geometryOf(field)).toMatchObject({ x: 101, y: 51 });
    await user.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}');
    expect(geometryOf(field)).toMatchObject({ x: 111, y: 41 });
    // 400 − 110 = 290 is the furthest right the box may go; 0 the top.
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}',
    );
    expect(geometryOf(field)).toMatchObject({ x: 290, y: 0 });
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(geometryOf(field)).toMatchObject({ x: 290, y: 0 });

    // Alt+arrows resize; at the right edge the box cannot grow wider.
    await user.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
    expect(geometryOf(field)).toEqual({ x: 290, y: 0, width: 110, height: 15 });
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft}{ArrowDown}{/Shift}{/Alt}');
    expect(geometryOf(field)).toEqual({ x: 290, y: 0, width: 100, height: 25 });
    expect(field).toHaveFocus();

    await saveLayout(user);
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()?.columns).toEqual([{ ...storedField, x: 290, y: 0, width: 100, height: 25 }]);
  });

  it('moves and resizes a box with the pointer, one undo step per drag; undo and redo by button and keys', async () => {
    const { user } = await openDesigner();
    const field = box('เลขที่เอกสาร');

    pointerDrag(field, field, 30 * SCALE, 20 * SCALE);
    expect(geometryOf(field)).toMatchObject({ x: 130, y: 70 });
    const handle = field.querySelector<HTMLElement>('[data-handle="resize"]')!;
    pointerDrag(handle, field, 10 * SCALE, 6 * SCALE);
    expect(geometryOf(field)).toEqual({ x: 130, y: 70, width: 120, height: 20 });

    await user.click(screen.getByRole('button', { name: 'เลิกทำ' }));
    expect(geometryOf(field)).toEqual({ x: 130, y: 70, width: 110, height: 14 });
    await user.click(screen.getByRole('button', { name: 'เลิกทำ' }));
    expect(geometryOf(field)).toEqual({ x: 100, y: 50, width: 110, height: 14 });
    expect(screen.getByRole('button', { name: 'เลิกทำ' })).toBeDisabled();
    expect(screen.queryByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ทำซ้ำ' }));
    expect(geometryOf(field)).toMatchObject({ x: 130, y: 70 });
    await focus(field);
    await user.keyboard('{Control>}y{/Control}');
    expect(geometryOf(field)).toMatchObject({ width: 120, height: 20 });
    await user.keyboard('{Control>}z{/Control}');
    expect(geometryOf(field)).toMatchObject({ width: 110, height: 14 });
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(geometryOf(field)).toMatchObject({ width: 120, height: 20 });
    expect(screen.getByRole('button', { name: 'ทำซ้ำ' })).toBeDisabled();
  });

  it('removes a box with Delete and brings it back with undo', async () => {
    const { user } = await openDesigner();
    await focus(box('เลขที่เอกสาร'));
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^เลขที่เอกสาร \(/ })).not.toBeInTheDocument();
    expect(canvas()).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(geometryOf(box('เลขที่เอกสาร'))).toMatchObject({ x: 100, y: 50 });
  });

  it('changes the selected field in the side panel, each change one undo step', async () => {
    const { user, save } = await openDesigner(
      pdfTemplate({
        columns: [column({ dataTypeKey: 'ISSUE_DATE', label: 'วันที่', format: 'DATE_BE_LONG', width: 80 })],
      }),
    );
    const field = box('วันที่');
    await user.click(field);
    const panel = screen.getByRole('region', { name: 'ช่องข้อมูล: วันที่ออกเอกสาร' });

    await fill(user, within(panel).getByRole('textbox', { name: /ชื่อที่แสดง/ }), 'วันที่ในใบกำกับ');
    await fill(user, within(panel).getByRole('textbox', { name: 'ขนาดตัวอักษร (pt)' }), '40');
    expect(within(panel).getByRole('textbox', { name: 'ขนาดตัวอักษร (pt)' })).toHaveAccessibleDescription(
      'ต้องไม่มากกว่า 36',
    );
    await fill(user, within(panel).getByRole('textbox', { name: 'ขนาดตัวอักษร (pt)' }), '12');
    await user.click(within(panel).getByRole('button', { name: 'กึ่งกลาง' }));
    await chooseOption(user, panel, 'รูปแบบการแสดงผล', 'วันที่ พ.ศ. (21/11/2569)');
    expect(within(box('วันที่ในใบกำกับ')).getByText('21/11/2569')).toBeInTheDocument();
    await fill(user, within(panel).getByRole('textbox', { name: 'X (pt)' }), '12.5');
    expect(geometryOf(box('วันที่ในใบกำกับ'))).toMatchObject({ x: 12.5 });

    // Two undos: the x, then the format; two redos bring both back.
    await user.click(screen.getByRole('button', { name: 'เลิกทำ' }));
    await user.click(screen.getByRole('button', { name: 'เลิกทำ' }));
    expect(geometryOf(box('วันที่ในใบกำกับ'))).toMatchObject({ x: 100 });
    expect(within(box('วันที่ในใบกำกับ')).getByText('21 พ.ย. 2569')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ทำซ้ำ' }));
    await user.click(screen.getByRole('button', { name: 'ทำซ้ำ' }));
    expect(geometryOf(box('วันที่ในใบกำกับ'))).toMatchObject({ x: 12.5 });

    await saveLayout(user);
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()?.columns).toEqual([
      {
        ...storedField,
        dataTypeKey: 'ISSUE_DATE',
        label: 'วันที่ในใบกำกับ',
        width: 80,
        x: 12.5,
        fontSize: 12,
        align: 'CENTER',
        format: 'DATE_BE',
      },
    ]);
  });
});

describe('PDF template designer — the item table', () => {
  it('needs the table for item fields, snaps them to its first row and repeats their samples', async () => {
    const { user, save } = await openDesigner();
    await user.click(screen.getByRole('button', { name: 'วาง ชื่อสินค้า บนหน้า' }));
    expect(
      await screen.findByText('ฟิลด์ของรายการสินค้าต้องอยู่ในตารางรายการ กรุณาเพิ่มตารางรายการก่อน'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ชื่อสินค้า \(/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เพิ่มตารางรายการ' }));
    const table = screen.getByRole('button', { name: /^ตารางรายการ 10 แถว/ });
    expect(table).toHaveAccessibleName('ตารางรายการ 10 แถว แถวละ 18 pt x 36 y 240 กว้าง 328 pt');
    expect(table).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'ตารางรายการ' });
    await fill(user, within(panel).getByRole('textbox', { name: 'ความสูงแถว (pt)' }), '20');
    await fill(user, within(panel).getByRole('textbox', { name: 'จำนวนแถวต่อหน้า' }), '5');
    expect(table).toHaveAccessibleName('ตารางรายการ 5 แถว แถวละ 20 pt x 36 y 240 กว้าง 328 pt');

    // Dropped far below the table: it lands in the table's first row.
    dragFromList('ชื่อสินค้า', canvas(), 60 * SCALE, 500 * SCALE);
    const item = box('ชื่อสินค้า');
    expect(geometryOf(item)).toEqual({ x: 60, y: 240, width: 180, height: 14 });
    expect(within(item).getByText('กระดาษ A4 80 แกรม')).toBeInTheDocument();
    // The next lines' samples are drawn in the rows below.
    expect(screen.getAllByText('หมึกพิมพ์สีดำ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('แฟ้มเอกสาร').length).toBeGreaterThan(0);
    // An item field moves along its row only.
    await focus(item);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(geometryOf(item)).toMatchObject({ x: 61, y: 240 });

    // Moving the table takes its fields along.
    await focus(table);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(geometryOf(box('ชื่อสินค้า'))).toMatchObject({ x: 61, y: 250 });
    // Alt+Down adds a row.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(table).toHaveAccessibleName('ตารางรายการ 6 แถว แถวละ 20 pt x 36 y 250 กว้าง 328 pt');

    await saveLayout(user);
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.last()).toMatchObject({
      itemTable: { page: 1, x: 36, y: 250, width: 328, rowHeight: 20, rowsPerPage: 6 },
      columns: [
        storedField,
        {
          dataTypeKey: 'ITEM_NAME',
          label: 'ชื่อสินค้า',
          page: 1,
          x: 61,
          y: 250,
          width: 180,
          height: 14,
          align: 'LEFT',
          format: null,
        },
      ],
    });

    // Removing the table removes its fields (they cannot be drawn without it).
    await focus(screen.getByRole('button', { name: /^ตารางรายการ/ }));
    await user.click(screen.getByRole('button', { name: 'ลบตารางรายการ' }));
    expect(screen.queryByRole('button', { name: /^ชื่อสินค้า \(/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ตารางรายการ \d/ })).not.toBeInTheDocument();
  });
});

describe('PDF template designer — saving and previewing', () => {
  it('offers to reload when the template was saved elsewhere, keeping the layout until then', async () => {
    const { user, reads } = await openDesigner();
    server.use(
      http.post(`${PDF}/savePdfInputColumn`, () =>
        HttpResponse.json(
          {
            status: {
              code: '102',
              message: 'Failed',
              details: [{ key: 'STALE_RECORD', description: 'ข้อมูลถูกแก้ไขโดยผู้อื่น' }],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const field = box('เลขที่เอกสาร');
    await focus(field);
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'บันทึกการจัดวาง' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    const prompt = await screen.findByRole('alertdialog');
    await waitFor(() => expect(prompt).toHaveTextContent('ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น'));
    // The layout is kept while the question is open.
    expect(geometryOf(box('เลขที่เอกสาร', true))).toMatchObject({ x: 101 });
    await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
    await waitFor(() => expect(geometryOf(box('เลขที่เอกสาร'))).toMatchObject({ x: 100 }));
    expect(reads.reads()).toBe(2);
    expect(screen.queryByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).not.toBeInTheDocument();
  });

  it('asks before leaving the page with an unsaved layout, and keeps the form until it is saved', async () => {
    const { user, router } = await openDesigner();
    await focus(box('เลขที่เอกสาร'));
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('link', { name: 'ค้นหาเทมเพลตเอกสาร PDF' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('มีข้อมูลที่ยังไม่ได้บันทึก ต้องการออกโดยไม่บันทึกหรือไม่');
    await user.click(within(prompt).getByRole('button', { name: 'กลับไปแก้ไข' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pdf-template/7');
    expect(geometryOf(box('เลขที่เอกสาร'))).toMatchObject({ y: 49 });
    // Nor can a new form replace the one under unsaved fields.
    const replace = screen.getByRole('button', { name: 'เปลี่ยนแบบฟอร์ม' });
    expect(replace).toBeDisabled();
    expect(replace).toHaveAccessibleDescription('มีการจัดวางฟิลด์ที่ยังไม่ได้บันทึก กรุณาบันทึกหรือเลิกทำก่อนเปลี่ยนแบบฟอร์ม');
  });

  it('keeps the layout when the save fails', async () => {
    const { user } = await openDesigner();
    server.use(
      http.post(`${PDF}/savePdfInputColumn`, () => HttpResponse.json(failure(400, []).json, { status: 400 })),
    );
    await focus(box('เลขที่เอกสาร'));
    await user.keyboard('{ArrowLeft}');
    await saveLayout(user);
    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    expect(geometryOf(box('เลขที่เอกสาร'))).toMatchObject({ x: 99 });
    expect(screen.getByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).toBeInTheDocument();
  });

  it('previews the unsaved layout as a PDF in a new tab, without saving it', async () => {
    const previews: PreviewPdfRequest[] = [];
    server.use(
      http.post(`${PDF}/previewPdf`, async ({ request }) => {
        previews.push((await request.json()) as PreviewPdfRequest);
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const { createObjectURL, open } = stubNewTab('blob:http://localhost/preview-1');
    const { user, save } = await openDesigner();
    await focus(box('เลขที่เอกสาร'));
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');

    await user.click(screen.getByRole('button', { name: 'ดูตัวอย่าง PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/preview-1', '_blank'));
    expect(previews).toEqual([{ pdfTemplateId: 7, columns: [{ ...storedField, y: 60 }], itemTable: null }]);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(save.bodies).toHaveLength(0);
    expect(screen.getByText('มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก')).toBeInTheDocument();
  });

  it('shows a form of several pages one page at a time', async () => {
    const { user, images } = await openDesigner(
      pdfTemplate({
        pageCount: 2,
        pages: [
          { width: 400, height: 600 },
          { width: 600, height: 400 },
        ],
      }),
    );
    await waitFor(() => expect(images()).toEqual([{ pdfTemplateId: 7, page: 1 }]));
    expect(screen.getByRole('img', { name: 'แบบฟอร์มหน้า 1 จาก 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(canvas(2, 2)).toBeInTheDocument();
    await waitFor(() => expect(images()).toContainEqual({ pdfTemplateId: 7, page: 2 }));
    // The page-1 field is not on page 2; a field placed here belongs to page 2.
    expect(screen.queryByRole('button', { name: /^เลขที่เอกสาร \(/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'วาง เลขหน้า บนหน้า' }));
    const pageNo = box('เลขหน้า');
    expect(geometryOf(pageNo)).toEqual({ x: 280, y: 193, width: 40, height: 14 });
    expect(within(pageNo).getByText('1 / 1')).toBeInTheDocument();
  });
});
