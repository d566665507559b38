import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fastUser, fill } from '../master-data/interact';
import { answer, failure, type Recorder } from './msw';

// Steps the customer's branch and user panels share: the same grid, dialogs and system prompts.

/** POST `url` answers 409 STALE_RECORD: someone else saved the record meanwhile. */
export function answerStale(url: string): Recorder {
  return answer(url, () => failure(409, [{ key: 'STALE_RECORD', description: 'ข้อมูลถูกแก้ไขไปแล้ว' }]));
}

/** Checks the system prompt asks `text` and confirms it. */
export async function confirmWith(text: string): Promise<void> {
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(text);
  await fastUser().click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
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

/** Deletes the row of `rowButton` after the delete question; checks the toast, the body sent and the refresh. */
export async function deleteRow(
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
export async function saveStaleAndReload(
  user: UserEvent,
  dialog: HTMLElement,
  field: HTMLElement,
  theirs: string,
): Promise<void> {
  await fill(user, field, 'ของฉัน');
  await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  await confirmWith('ยืนยันการแก้ไขข้อมูล');

  // The reload question (the save question may still be fading out).
  const prompt = await screen.findByRole('alertdialog', { name: /ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น/ });
  expect(prompt).toHaveTextContent('ข้อมูลนี้ถูกแก้ไขโดยผู้อื่น');
  await user.click(within(prompt).getByRole('button', { name: 'โหลดข้อมูลล่าสุด' }));
  await waitFor(() => expect(field).toHaveValue(theirs));
}

/** A read-only panel: no add button `addLabel`, the view button `viewButton`, no edit or delete. */
export function expectViewOnly(grid: HTMLElement, addLabel: string, viewButton: string): void {
  expect(screen.queryByRole('button', { name: addLabel })).not.toBeInTheDocument();
  expect(within(grid).getByRole('button', { name: viewButton })).toBeInTheDocument();
  expect(within(grid).queryByRole('button', { name: /^แก้ไข / })).not.toBeInTheDocument();
  expect(within(grid).queryByRole('button', { name: /^ลบ / })).not.toBeInTheDocument();
}
