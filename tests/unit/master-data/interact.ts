import { configure } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

// findBy… waits up to 8 s (default 1 s): a save goes through validation, a confirm dialog
// and MSW, and the machines running the suite are small.
configure({ asyncUtilTimeout: 8000 });

/** A user without pauses between keystrokes: MUI + the data grid make typing slow in jsdom. */
export function fastUser(): UserEvent {
  return userEvent.setup({ delay: null });
}

/** Replaces a text field's value the way a user pasting would (one change, then blur-able). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/** Pages of MUI + the data grid re-render a lot in jsdom: give each test room. */
export const SLOW_TEST = { timeout: 60_000 };
