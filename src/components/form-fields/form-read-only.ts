import { createContext, useContext } from 'react';

/**
 * True inside a dialog in `inquiry` mode: every form field shows its value read-only (still
 * focusable and readable by screen readers, unlike `disabled`).
 */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
