// What a user does on every back-office form: answer the confirm prompt, pick from a select
// or a searchable place picker.
import { expect, type Locator, type Page } from '@playwright/test';
import { common, fieldLabel } from './texts';

/** Clicks Confirm in the system's confirm prompt, found by its question (its title). */
export async function confirmPrompt(page: Page, question: string) {
  const prompt = page.getByRole('alertdialog', { name: question });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: common.action.confirm }).click();
}

/**
 * Opens the select labelled `label` (a text gets MUI's optional required mark) from the
 * keyboard, picks `option` and waits for the list to close. On a busy machine a mouse press on
 * the select can be released over the list that opened under it (MUI picks that option), and a
 * click meant for the next field can land on the fading list.
 */
export async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await scope
    .getByRole('combobox', { name: typeof label === 'string' ? fieldLabel(label) : label })
    .press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The searchable place picker (province, district, sub-district) labelled `label` in `scope`. */
export function placePicker(scope: Locator, label: string | RegExp): Locator {
  return scope.getByRole('combobox', { name: typeof label === 'string' ? fieldLabel(label) : label });
}

/**
 * Picks `place` in a place picker the way a keyboard user does: types its name, waits for it
 * on top of the matches (a name typed in full is listed first) and takes it with Enter.
 */
export async function choosePlace(page: Page, scope: Locator, label: string | RegExp, place: string) {
  const picker = placePicker(scope, label);
  await expect(picker).toBeEnabled();
  await picker.fill(place);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toHaveText(place);
  await picker.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(picker).toHaveValue(place);
}
