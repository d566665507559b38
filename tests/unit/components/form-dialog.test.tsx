import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FormMode } from 'src/components/form-dialog';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { DialogHarness, GET, SAVE, type TestRecord } from './form-dialog-harness';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

let saves: unknown[] = [];
let reads = 0;

function answerSave(status: number, body: unknown) {
  server.use(
    http.post(SAVE, async ({ request }) => {
      saves.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

function answerRead(...records: TestRecord[]) {
  server.use(
    http.post(GET, () => {
      const record = records[Math.min(reads, records.length - 1)];
      reads += 1;
      return HttpResponse.json(okBody(record));
    }),
  );
}

beforeEach(() => {
  saves = [];
  reads = 0;
});

const dialog = () => screen.findByRole('dialog', { name: 'Test record' });
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = (user: ReturnType<typeof fastUser>) => user.click(screen.getByRole('button', { name: 'บันทึก' }));

/** Renders the dialog in `mode` and waits for it to open. */
async function openDialog(mode: FormMode, editable = false) {
  const result = renderWithProviders(<></>, {
    routes: [
      { path: '/', element: <DialogHarness mode={mode} editable={editable} /> },
      { path: '/elsewhere', element: <h1>elsewhere</h1> },
    ],
  });
  await dialog();
  return { ...result, user: fastUser() };
}

/** Types a new record's code and name, then clicks บันทึก. */
async function enterAndSave(user: ReturnType<typeof fastUser>, code: string, name: string) {
  await fill(user, box('Code'), code);
  await fill(user, box('Name'), name);
  await save(user);
}

/** After a failed add of 10 / typed: the values are still there, and saving again saves them and closes. */
async function expectKeptAndSavedAgain(user: ReturnType<typeof fastUser>) {
  expect(box('Code')).toHaveValue('10');
  expect(box('Name')).toHaveValue('typed');
  answerSave(200, okBody({ code: '10', name: 'typed', version: 1 }));
  await save(user);
  await confirm(user, 'ยืนยันการเพิ่มข้อมูล');
  expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  expect(saves).toEqual([{ code: '10', name: 'typed' }]);
}

async function confirm(user: ReturnType<typeof fastUser>, text: string) {
  const prompt = await screen.findByRole('alertdialog');
  expect(prompt).toHaveTextContent(text);
  await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
  // The form dialog is hidden from assistive technology until the prompt has gone.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('FormDialog', () => {
  it('shows a field error once the field is left', async () => {
    const { user } = await openDialog('add');
    await user.click(box('Name'));
    expect(box('Name')).not.toHaveAccessibleDescription('กรุณาระบุข้อมูล');
    await user.tab();
    // The resolver checks asynchronously: on a busy machine the message comes a little later.
    await waitFor(() => expect(box('Name')).toHaveAccessibleDescription('กรุณาระบุข้อมูล'));
  });

  it('save shows every error and focuses the first, without asking or saving', async () => {
    const { user } = await openDialog('add');
    await fill(user, box('Code'), '1');
    await save(user);
    await waitFor(() => expect(box('Code')).toHaveFocus());
    expect(box('Code')).toHaveAccessibleDescription('ต้องเป็นตัวเลข 2 หลัก');
    expect(box('Name')).toHaveAccessibleDescription('กรุณาระบุข้อมูล');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('add: asks ยืนยันการเพิ่มข้อมูล, saves, toasts and closes', async () => {
    answerSave(200, okBody({ code: '10', name: 'x', version: 1 }));
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'กรุงเทพฯ');
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');

    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(saves).toEqual([{ code: '10', name: 'กรุงเทพฯ' }]);
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  });

  it('cancelling the confirm prompt saves nothing and keeps the dialog', async () => {
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'x');
    const prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(saves).toEqual([]);
    expect(box('Name')).toHaveValue('x');
  });

  it('modify: reads the record, keeps the key read-only and asks ยืนยันการแก้ไขข้อมูล', async () => {
    answerRead({ code: '10', name: 'old', version: 4 });
    answerSave(200, okBody({ code: '10', name: 'new', version: 5 }));
    const { user } = await openDialog('modify');
    await waitFor(() => expect(box('Name')).toHaveValue('old'));
    expect(box('Code')).toHaveAttribute('readonly');
    await fill(user, box('Name'), 'new');
    await save(user);
    await confirm(user, 'ยืนยันการแก้ไขข้อมูล');
    await waitFor(() => expect(saves).toEqual([{ code: '10', name: 'new', version: 4 }]));
  });

  it('edit asks the same question as modify', async () => {
    answerRead({ code: '10', name: 'old', version: 4 });
    const { user } = await openDialog('edit');
    await waitFor(() => expect(box('Name')).toHaveValue('old'));
    await fill(user, box('Name'), 'new');
    await save(user);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('ยืนยันการแก้ไขข้อมูล');
  });

  it('inquiry: every field read-only, no save button, ปิด closes', async () => {
    answerRead({ code: '10', name: 'old', version: 4 });
    const { user } = await openDialog('inquiry');
    await waitFor(() => expect(box('Name')).toHaveValue('old'));
    expect(box('Code')).toHaveAttribute('readonly');
    expect(box('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    await user.type(box('Name'), 'x');
    expect(box('Name')).toHaveValue('old');
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  });

  it('a failed save toasts, keeps the dialog and its values, and the banner says why', async () => {
    answerSave(500, failureBody('500', 'Unexpected'));
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'kept');
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');

    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    // In the page's banner, and repeated in the dialog (the banner is behind it).
    await waitFor(() => expect(screen.getAllByText('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ')).toHaveLength(2));
    expect(within(await dialog()).getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ');
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(box('Code')).toHaveValue('10');
    expect(box('Name')).toHaveValue('kept');
  });

  it('a save that gets no answer says so inside the dialog, keeps the values, and saving again saves', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    server.use(http.post(SAVE, () => HttpResponse.error()));
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'typed');
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');

    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    const alert = await within(await dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('ติดต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง');
    // The dialog's message is brought into view; the page behind the dialog is not scrolled.
    expect(scrolled.mock.contexts).toContain(alert);
    expect(scrolled.mock.contexts.every((element) => (element as Element).closest('[role="dialog"]'))).toBe(
      true,
    );
    await expectKeptAndSavedAgain(user);
    scrolled.mockRestore();
  });

  it('marks the fields the server names (400) and the duplicate code (409), focusing the first; one message each', async () => {
    answerSave(400, failureBody('102', 'Validation failed', [{ key: 'name', description: 'ชื่อนี้ใช้ไม่ได้' }]));
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'bad');
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() => expect(box('Name')).toHaveAccessibleDescription('ชื่อนี้ใช้ไม่ได้'));
    await waitFor(() => expect(box('Name')).toHaveFocus());
    // The field says it alone: no toast or banner repeats it (issues 19 and 32).
    expect(screen.getAllByText('ชื่อนี้ใช้ไม่ได้')).toHaveLength(1);
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
    expect(within(await dialog()).queryByRole('alert')).not.toBeInTheDocument();

    answerSave(409, failureBody('102', 'Conflict', [{ key: 'TEST_DUPLICATE', description: 'รหัสนี้มีอยู่แล้ว' }]));
    await fill(user, box('Name'), 'good');
    await save(user);
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() => expect(box('Code')).toHaveAccessibleDescription('รหัสนี้มีอยู่แล้ว'));
    expect(box('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('รหัสนี้มีอยู่แล้ว')).toHaveLength(1);
    expect(within(await dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).not.toBeInTheDocument();
  });

  it('a refusal that names no field of the form is said in the banner and the dialog', async () => {
    answerSave(
      400,
      failureBody('102', 'Validation failed', [
        { key: 'name', description: 'ชื่อนี้ใช้ไม่ได้' },
        { key: 'owner', description: 'ทำรายการนี้ไม่ได้' },
      ]),
    );
    const { user } = await openDialog('add');
    await enterAndSave(user, '10', 'ok');
    await confirm(user, 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() => expect(box('Name')).toHaveAccessibleDescription('ชื่อนี้ใช้ไม่ได้'));
    // 'owner' is no field here: the dialog says the whole answer (the banner behind it too).
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('ทำรายการนี้ไม่ได้'),
    );
  });

  it('a stale record offers to reload it; reloading shows the new values', async () => {
    answerRead({ code: '10', name: 'mine', version: 1 }, { code: '10', name: 'theirs', version: 2 });
    answerSave(409, failureBody('102', 'Conflict', [{ key: 'STALE_RECORD', description: 'ถูกแก้ไขแล้ว' }]));
    const { user } = await openDialog('modify');
    await waitFor(() => expect(box('Name')).toHaveValue('mine'));
    await fill(user, box('Name'), 'edited');
    await save(user);
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'ยืนยัน' }));

    // The same system prompt, now with the stale-record question.
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น'));
    const prompt = screen.getByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
    await waitFor(() => expect(box('Name')).toHaveValue('theirs'));
    expect(reads).toBe(2);
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument(),
    );
  });

  it('a double click on save or on confirm sends one request', async () => {
    answerSave(200, okBody({ code: '10', name: 'x', version: 1 }));
    const { user } = await openDialog('add');
    await fill(user, box('Code'), '10');
    await fill(user, box('Name'), 'x');
    await user.dblClick(screen.getByRole('button', { name: 'บันทึก' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.dblClick(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it('closing with unsaved changes asks first', async () => {
    const { user } = await openDialog('add');
    await fill(user, box('Name'), 'typed');
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    let prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('มีข้อมูลที่ยังไม่ได้บันทึก');
    await user.click(within(prompt).getByRole('button', { name: 'กลับไปแก้ไข' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box('Name')).toHaveValue('typed');

    await user.keyboard('{Escape}');
    prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
  });

  it('closes at once when nothing changed', async () => {
    const { user } = await openDialog('add');
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaving the page with unsaved changes asks first', async () => {
    const { user, router } = await openDialog('add');
    await fill(user, box('Name'), 'typed');
    await act(() => router.navigate('/elsewhere'));
    const prompt = await screen.findByRole('alertdialog');
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(prompt).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeInTheDocument();
  });

  describe('issue 32', () => {
    it('a record opened to view switches to editing with its edit button', async () => {
      answerRead({ code: '10', name: 'stored', version: 3 });
      const { user } = await openDialog('inquiry', true);
      await waitFor(() => expect(box('Name')).toHaveValue('stored'));
      expect(box('Name')).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
      await waitFor(() => expect(box('Name')).not.toHaveAttribute('readonly'));
      expect(box('Code')).toHaveAttribute('readonly');
      await fill(user, box('Name'), 'changed');
      answerSave(200, okBody({ code: '10', name: 'changed', version: 4 }));
      await save(user);
      await confirm(user, 'ยืนยันการแก้ไขข้อมูล');
      expect(await screen.findByText('dialog closed')).toBeInTheDocument();
      expect(saves).toEqual([{ code: '10', name: 'changed', version: 3 }]);
    });

    it('a view without the right to edit has no edit button', async () => {
      answerRead({ code: '10', name: 'stored', version: 3 });
      await openDialog('inquiry');
      await waitFor(() => expect(box('Name')).toHaveValue('stored'));
      expect(screen.queryByRole('button', { name: 'แก้ไข' })).not.toBeInTheDocument();
    });

    it('Cancel works while a save hangs: it stops waiting, keeps the values, and saving again saves', async () => {
      // A paused server: the save is taken and never answered.
      server.use(http.post(SAVE, () => new Promise<never>(() => undefined)));
      const { user } = await openDialog('add');
      await enterAndSave(user, '10', 'typed');
      await confirm(user, 'ยืนยันการเพิ่มข้อมูล');
      const cancel = screen.getByRole('button', { name: 'ยกเลิก' });
      expect(cancel).toBeEnabled();

      await user.click(cancel);
      // Unsaved changes: asked first; staying keeps what was typed, and the form is free again.
      const prompt = await screen.findByRole('alertdialog');
      await user.click(within(prompt).getByRole('button', { name: 'กลับไปแก้ไข' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expectKeptAndSavedAgain(user);
    });
  });
});
