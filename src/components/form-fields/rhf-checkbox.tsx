import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { RhfController } from './rhf-controller';

export interface RhfCheckboxProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  readOnly?: boolean;
}

/** A labelled checkbox bound to the surrounding react-hook-form (boolean value). */
export function RhfCheckbox<V extends FieldValues>({ name, label, readOnly }: RhfCheckboxProps<V>) {
  return (
    <RhfController<V>
      name={name}
      readOnly={readOnly}
      render={({ field, isReadOnly }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              // A checkbox has no read-only state: ignore changes and say so to screen readers.
              onChange={(event) => {
                if (!isReadOnly) field.onChange(event.target.checked);
              }}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'aria-readonly': isReadOnly || undefined } }}
            />
          }
        />
      )}
    />
  );
}
