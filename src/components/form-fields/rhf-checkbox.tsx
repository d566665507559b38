import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormReadOnly } from './form-read-only';

export interface RhfCheckboxProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  readOnly?: boolean;
}

/** A labelled checkbox bound to the surrounding react-hook-form (boolean value). */
export function RhfCheckbox<V extends FieldValues>({ name, label, readOnly }: RhfCheckboxProps<V>) {
  const { control } = useFormContext<V>();
  const isReadOnly = useFormReadOnly() || readOnly === true;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
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
