import type { KeyboardEvent } from 'react';

/**
 * The `onKeyDown` of a page form (the customer details, a template): Escape does what the
 * form's Cancel / Back button does, as Escape closes a dialog. Leaving goes through the page's
 * `UnsavedChangesGuard`, so unsaved changes get the same question a dialog asks. An Escape
 * something inside already used — an open list, picker or prompt closing (MUI stops or
 * prevents it) — or one that ends an IME composition is left alone; so is any while `enabled`
 * is false (a save under way).
 */
export function escapeToCancel(onCancel: () => void, enabled = true) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled || event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onCancel();
  };
}
