import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

// findBy… waits up to 8 s (default 1 s): a save goes through validation, a confirm dialog
// and MSW, and the machines running the suite are small.
configure({ asyncUtilTimeout: 8000 });

/** A user without pauses between keystrokes: MUI + the data grid make typing slow in jsdom. */
export function fastUser(): UserEvent {
  return userEvent.setup({ delay: null });
}

/**
 * Replaces a text field's value the way a user pasting would (one change, then blur-able). The
 * paste goes where the focus is: a dialog that has just opened can still move the focus to
 * itself between the clear and the paste (seen once in a few runs of the listbox page), and a
 * user would then paste again — so does this, until the field is no longer empty.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await waitFor(async () => {
    await user.clear(field);
    if (text === '') return;
    await user.paste(text);
    expect(field).not.toHaveValue('');
  });
}

/** Opens the combobox `label` inside `container`, picks `option` and waits for the list to close. */
export async function chooseOption(
  user: UserEvent,
  container: HTMLElement,
  label: RegExp | string,
  option: RegExp | string,
): Promise<void> {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Opens the combobox named `label` (anywhere on the screen) and picks `option`. */
export const choose = (user: UserEvent, label: string | RegExp, option: string | RegExp) =>
  chooseOption(user, document.body, label, option);

/** Clicks บันทึก in `dialog`, then ยืนยัน in the confirm prompt. */
export async function saveAndConfirm(user: UserEvent, dialog: HTMLElement): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
}

/** Clicks `button`, then ยืนยัน in the confirm prompt that must ask `question`; waits for it to close. */
export async function pressAndConfirm(user: UserEvent, button: string, question: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: button }));
  const prompt = await screen.findByRole('alertdialog');
  expect(prompt).toHaveTextContent(question);
  await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The search results grid (ผลการค้นหา), once `row` shows in it. */
export async function findResults(row: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
  await within(grid).findByText(row);
  return grid;
}

/** Each of `headers` heads a column of `grid` (matched as a pattern: the header may say more). */
export function expectColumns(grid: HTMLElement, headers: readonly string[]): void {
  for (const header of headers) {
    expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
  }
}

/** Pages of MUI + the data grid re-render a lot in jsdom: give each test room. */
export const SLOW_TEST = { timeout: 60_000 };
