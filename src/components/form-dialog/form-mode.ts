/**
 * Dialog modes (spec §4): `add` (the default) creates; `modify` and `edit` change an existing
 * record (the spec names both; they behave the same, keys stay read-only); `inquiry` shows it
 * read-only with no save button.
 */
export type FormMode = 'add' | 'modify' | 'edit' | 'inquiry';

export function isReadOnlyMode(mode: FormMode): boolean {
  return mode === 'inquiry';
}

/** Whether the record already exists (its key fields cannot change). */
export function isExistingRecord(mode: FormMode): boolean {
  return mode !== 'add';
}

/** The confirm text before saving (spec §8): the add text for add, the modify text otherwise. */
export function confirmKeyOf(mode: FormMode): 'confirm.add' | 'confirm.modify' {
  return mode === 'add' ? 'confirm.add' : 'confirm.modify';
}
