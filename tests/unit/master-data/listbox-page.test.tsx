import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListboxGroupMaster, ListboxItem, SaveListboxItemRequest } from 'contract/master-data';
import ListboxPage from 'src/features/master-data/routes/listbox-page';
import { okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { renderWithProviders } from '../render';
import { STAMP } from './fixtures';
import { fastUser, fill, saveAndConfirm, SLOW_TEST } from './interact';
import { answer, answerLookups, MD, ok, rows } from './msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const group = {
  listboxGroupCode: 'TICKET_REQ_PRIORITY',
  listboxGroupName: 'ความเร่งด่วน',
  status: 'ACTIVE' as const,
  ...STAMP,
};
const item = (code: string, seq: number, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE'): ListboxItem => ({
  listboxGroupCode: group.listboxGroupCode,
  code,
  nameTh: `ชื่อ ${code}`,
  nameEn: `Name ${code}`,
  seq,
  status,
  ...STAMP,
  version: seq,
});

function renderPage() {
  answerLookups();
  answer('searchListboxGroup', () => rows([{ ...group, itemCount: 3 }]));
  let master: ListboxGroupMaster = { group, items: [item('LOW', 1), item('MEDIUM', 2), item('HIGH', 3)] };
  server.use(http.get(`${MD}/getListboxGroupMaster/:code`, () => HttpResponse.json(okBody(master))));
  const result = renderWithProviders(<ListboxPage />, { route: '/master-data/listbox' });
  return {
    ...result,
    user: fastUser(),
    setMaster: (next: ListboxGroupMaster) => {
      master = next;
    },
  };
}

async function openGroup(user: ReturnType<typeof fastUser>) {
  const grid = await screen.findByRole('grid');
  await user.click(await within(grid).findByRole('button', { name: 'แก้ไข TICKET_REQ_PRIORITY' }));
  const dialog = await screen.findByRole('dialog', { name: 'แก้ไขกลุ่มรายการตัวเลือก' });
  await within(dialog).findByRole('cell', { name: 'MEDIUM' });
  return dialog;
}

describe('Listbox page', () => {
  it('moves an item down with the keyboard: two saves that swap seq, each with its version', async () => {
    const { user, setMaster } = renderPage();
    const saves = answer<SaveListboxItemRequest>('saveListBoxMaster', (body) =>
      ok({ ...item(body.code, body.seq) }),
    );
    const dialog = await openGroup(user);

    const down = within(dialog).getByRole('button', { name: 'เลื่อน LOW ลง' });
    expect(within(dialog).getByRole('button', { name: 'เลื่อน LOW ขึ้น' })).toBeDisabled();
    setMaster({ group, items: [item('MEDIUM', 1), item('LOW', 2), item('HIGH', 3)] });
    down.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(saves.bodies).toHaveLength(2));
    expect(saves.bodies).toEqual([
      expect.objectContaining({ code: 'MEDIUM', seq: 1, version: 2 }),
      expect.objectContaining({ code: 'LOW', seq: 2, version: 1 }),
    ]);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
      ).toEqual(['MEDIUM', 'LOW', 'HIGH']),
    );
    // The focus stays on the moved item, so pressing again moves it further.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'เลื่อน LOW ลง' })).toHaveFocus());
  });

  it('deactivates an item after asking', async () => {
    const { user } = renderPage();
    const saves = answer<SaveListboxItemRequest>('saveListBoxMaster', (body) =>
      ok(item(body.code, body.seq, 'INACTIVE')),
    );
    const dialog = await openGroup(user);
    await user.click(within(dialog).getByRole('button', { name: 'ปิดการใช้งาน HIGH' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ยืนยันการปิดการใช้งานรายการ HIGH');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(saves.bodies).toEqual([
        {
          listboxGroupCode: 'TICKET_REQ_PRIORITY',
          code: 'HIGH',
          nameTh: 'ชื่อ HIGH',
          nameEn: 'Name HIGH',
          seq: 3,
          status: 'INACTIVE',
          version: 3,
        },
      ]),
    );
  });

  it('adds an item in a dialog over the group, after the last seq by default', async () => {
    const { user } = renderPage();
    const saves = answer<SaveListboxItemRequest>('saveListBoxMaster', (body) =>
      ok(item(body.code, body.seq)),
    );
    const dialog = await openGroup(user);
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มรายการ' }));
    const itemDialog = await screen.findByRole('dialog', { name: 'เพิ่มรายการตัวเลือก' });
    expect(within(itemDialog).getByRole('textbox', { name: /ลำดับ/ })).toHaveValue('4');
    await fill(user, within(itemDialog).getByRole('textbox', { name: /รหัสรายการ/ }), 'URGENT');
    await fill(user, within(itemDialog).getByRole('textbox', { name: /ชื่อ \(ไทย\)/ }), 'เร่งด่วน');
    await fill(user, within(itemDialog).getByRole('textbox', { name: /ชื่อ \(อังกฤษ\)/ }), 'Urgent');
    await saveAndConfirm(user, itemDialog);

    await waitFor(() =>
      expect(saves.bodies).toEqual([
        {
          listboxGroupCode: 'TICKET_REQ_PRIORITY',
          code: 'URGENT',
          nameTh: 'เร่งด่วน',
          nameEn: 'Urgent',
          seq: 4,
          status: 'ACTIVE',
        },
      ]),
    );
    // Only the item dialog closed: the group's dialog (its own form) is still open and unsaved.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'เพิ่มรายการตัวเลือก' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('dialog', { name: 'แก้ไขกลุ่มรายการตัวเลือก' })).toBeInTheDocument();
  });
});

describe('Listbox page, a new group', () => {
  it('opens again in modify mode after it is saved, ready for its items', async () => {
    const { user, setMaster } = renderPage();
    const saves = answer('saveListBoxGroupMaster', () =>
      ok({
        listboxGroupCode: 'NEW_GROUP',
        listboxGroupName: 'กลุ่มใหม่',
        status: 'ACTIVE',
        ...STAMP,
        version: 1,
      }),
    );
    setMaster({
      group: {
        listboxGroupCode: 'NEW_GROUP',
        listboxGroupName: 'กลุ่มใหม่',
        status: 'ACTIVE',
        ...STAMP,
        version: 1,
      },
      items: [],
    });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const add = await screen.findByRole('dialog', { name: 'เพิ่มกลุ่มรายการตัวเลือก' });
    expect(within(add).getByText('บันทึกกลุ่มก่อน จึงจะเพิ่มรายการได้')).toBeInTheDocument();
    await fill(user, within(add).getByRole('textbox', { name: /รหัสกลุ่ม/ }), 'NEW_GROUP');
    await fill(user, within(add).getByRole('textbox', { name: /ชื่อกลุ่ม/ }), 'กลุ่มใหม่');
    await saveAndConfirm(user, add);

    const modify = await screen.findByRole('dialog', { name: 'แก้ไขกลุ่มรายการตัวเลือก' });
    expect(await within(modify).findByText('ยังไม่มีรายการในกลุ่มนี้')).toBeInTheDocument();
    expect(within(modify).getByRole('button', { name: 'เพิ่มรายการ' })).toBeInTheDocument();
    expect(saves.bodies).toEqual([
      { listboxGroupCode: 'NEW_GROUP', listboxGroupName: 'กลุ่มใหม่', status: 'ACTIVE' },
    ]);
  });
});
