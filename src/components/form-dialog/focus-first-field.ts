const EDITABLE =
  'input:not([type="hidden"]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled]), [role="combobox"]:not([aria-readonly="true"]):not([aria-disabled="true"])';

/**
 * Puts the focus on the first field that can be edited (none in a read-only dialog) — unless
 * the user already moved into a field while the dialog was opening.
 */
export function focusFirstField(container: HTMLElement | null): void {
  if (!container || container.contains(document.activeElement)) return;
  container.querySelector<HTMLElement>(EDITABLE)?.focus();
}
