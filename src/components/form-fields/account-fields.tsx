import type { FieldValues } from 'react-hook-form';
import { RhfTextField, type RhfTextFieldProps } from './rhf-text-field';

/** A phone number: the phone keypad, at most 20 characters. */
export function RhfTelField<V extends FieldValues>(props: Omit<RhfTextFieldProps<V>, 'type' | 'slotProps'>) {
  return (
    <RhfTextField<V> {...props} type="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
  );
}

/** A sign-in name: chosen once (`hint` while new), read-only on a record that exists. */
export function RhfUsernameField<V extends FieldValues>({
  existing,
  hint,
  ...props
}: Omit<RhfTextFieldProps<V>, 'helperText' | 'required' | 'readOnly'> & { existing: boolean; hint: string }) {
  return (
    <RhfTextField<V>
      {...props}
      helperText={existing ? undefined : hint}
      required
      readOnly={existing}
      autoComplete="off"
    />
  );
}
