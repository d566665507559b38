import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fastUser, fill } from '../master-data/interact';
import { answer, failure, ok, rows, type Recorder } from './msw';

// Steps the customer's branch and user panels share: the same grid, dialogs and system prompts.

/** POST `url` answers 409 STALE_RECORD: someone else saved the record meanwhile. */
function answerStale(url: string): Recorder {
  return answer(url, () => failure(409, [{ key: 'STALE_RECORD', description: 'ข้อมูลถูกแก้ไขไปแล้ว' }]));
}

/** Checks the system prompt asks `text` and confirms it. */
async function confirmWith(text: string): Promise<void> {
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(text);
  await fastUser().click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
}

/** Saves `dialog` and confirms the system prompt's `question` (add or edit). */
export async function saveAndConfirm(user: UserEvent, dialog: HTMLElement, question: string): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  await confirmWith(question);
}

/** Saves a new record from the dialog `dialogName`: the toast, the dialog closing, the list's refresh. */
export async function saveNew(user: UserEvent, dialogName: string, search: Recorder<unknown>): Promise<void> {
  const searchesBefore = search.bodies.length;
  await saveAndConfirm(user, screen.getByRole('dialog', { name: dialogName }), 'ยืนยันการเพิ่มข้อมูล');

  expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
  await waitFor(() => expect(search.bodies.length).toBeGreaterThan(searchesBefore));
}

/** Opens the edit dialog `dialogName` from the row button `rowButton`; waits for `field` to read `value`. */
export async function openEditor(
  user: UserEvent,
  grid: HTMLElement,
  rowButton: string,
  dialogName: string,
  field: RegExp,
  value: string,
): Promise<{ dialog: HTMLElement; field: HTMLElement }> {
  await user.click(within(grid).getByRole('button', { name: rowButton }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const box = await within(dialog).findByRole('textbox', { name: field });
  await waitFor(() => expect(box).toHaveValue(value));
  return { dialog, field: box };
}

/** Opens the add dialog from the button `label`; the dialog has the same name. */
export async function openAddDialog(user: UserEvent, label: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: label });
}

/**
 * Opens the view dialog `dialogName` from the row button `rowButton`; waits for `field` to read
 * `value`, and checks that every textbox is read-only and that there is no save button.
 */
export async function openViewer(...opening: Parameters<typeof openEditor>): Promise<HTMLElement> {
  const { dialog } = await openEditor(...opening);
  for (const box of within(dialog).getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
  expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  return dialog;
}

/** Deletes the row of `rowButton` after the delete question; checks the toast, the body sent and the refresh. */
async function deleteRow(
  user: UserEvent,
  grid: HTMLElement,
  rowButton: string,
  search: Recorder<unknown>,
  remove: Recorder<unknown>,
  body: Record<string, unknown>,
): Promise<void> {
  await user.click(within(grid).getByRole('button', { name: rowButton }));
  const searchesBefore = search.bodies.length;
  await confirmWith('ยืนยันการลบข้อมูล');

  expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
  expect(remove.bodies).toEqual([body]);
  await waitFor(() => expect(search.bodies.length).toBeGreaterThan(searchesBefore));
}

/** Saves an edit that someone else beat, takes the offer to reload, and waits for `theirs` in `field`. */
async function saveStaleAndReload(
  user: UserEvent,
  dialog: HTMLElement,
  field: HTMLElement,
  theirs: string,
): Promise<void> {
  await fill(user, field, 'ของฉัน');
  await saveAndConfirm(user, dialog, 'ยืนยันการแก้ไขข้อมูล');

  // The reload question (the save question may still be fading out).
  const prompt = await screen.findByRole('alertdialog', { name: /ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น/ });
  expect(prompt).toHaveTextContent('ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น');
  await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
  await waitFor(() => expect(field).toHaveValue(theirs));
}

/** A read-only panel: no add button `addLabel`, the view button `viewButton`, no edit or delete. */
function expectViewOnly(grid: HTMLElement, addLabel: string, viewButton: string): void {
  expect(screen.queryByRole('button', { name: addLabel })).not.toBeInTheDocument();
  expect(within(grid).getByRole('button', { name: viewButton })).toBeInTheDocument();
  expect(within(grid).queryByRole('button', { name: /^แก้ไข / })).not.toBeInTheDocument();
  expect(within(grid).queryByRole('button', { name: /^ลบ / })).not.toBeInTheDocument();
}

interface RenderedPanel {
  user: UserEvent;
}

/** One of the two panels: how it renders and what its grid shows once the list has loaded. */
export interface PanelUnderTest<R extends RenderedPanel> {
  render: (route?: string, readOnly?: boolean) => R;
  gridName: string;
  loadedRow: string;
  searchUrl: string;
  records: readonly unknown[];
}

/** The panel's grid, once a row has loaded; and the panel opened on its records. */
export function panelOpeners<R extends RenderedPanel>(panel: PanelUnderTest<R>) {
  async function findGrid() {
    const grid = await screen.findByRole('grid', { name: panel.gridName });
    await within(grid).findByText(panel.loadedRow);
    return grid;
  }
  /** Serves the records, renders the panel and waits for the grid. */
  async function openPanel(readOnly = false) {
    const search = answer(panel.searchUrl, () => rows([...panel.records]));
    const rendered = panel.render(undefined, readOnly);
    return { ...rendered, search, grid: await findGrid() };
  }
  return { findGrid, openPanel };
}

/** What the delete, stale-save and read-only cases need to know of a panel. */
export interface RecordCases {
  noun: string;
  openPanel: (readOnly?: boolean) => Promise<{ user: UserEvent; grid: HTMLElement; search: Recorder }>;
  remove: { url: string; button: string; body: Record<string, unknown> };
  stale: {
    readUrl: string;
    updateUrl: string;
    /** The record as read first, and as someone else saved it. */
    read: [unknown, unknown];
    theirs: string;
    edit: (user: UserEvent, grid: HTMLElement) => Promise<{ dialog: HTMLElement; field: HTMLElement }>;
  };
  readOnly: { addLabel: string; viewButton: string };
}

/** The cases both panels share: delete with the version, the stale save's reload, read-only. */
export function itHandlesRecordsLikeEveryPanel({
  noun,
  openPanel,
  remove,
  stale,
  readOnly,
}: RecordCases): void {
  it(`deletes a ${noun} after the delete question, with its version`, async () => {
    const recorder = answer(remove.url, () => ok({}));
    const { user, grid, search } = await openPanel();

    await deleteRow(user, grid, remove.button, search, recorder, remove.body);
  });

  it(`offers to reload when someone else saved the ${noun} meanwhile`, async () => {
    const read = answer(stale.readUrl, (_body, call) => ok(stale.read[call === 0 ? 0 : 1]));
    answerStale(stale.updateUrl);
    const { user, grid } = await openPanel();

    const { dialog, field } = await stale.edit(user, grid);
    await saveStaleAndReload(user, dialog, field, stale.theirs);
    expect(read.bodies).toHaveLength(2);
  });

  it('read-only: no add, edit or delete, only view', async () => {
    const { grid } = await openPanel(true);
    expectViewOnly(grid, readOnly.addLabel, readOnly.viewButton);
  });
}
