import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { RhfController } from './rhf-controller';

export interface SelectOption {
  value: string;
  label: string;
}

export type RhfSelectProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> & {
  name: FieldPath<V>;
  options: readonly SelectOption[];
  /** A first option with the value '' (e.g. "All" in a search card, "Please choose" in a form). */
  emptyLabel?: string;
  readOnly?: boolean;
  /** Called after the value changed, with the new value (cascades clear their children here). */
  onValueChange?: (value: string) => void;
};

/** A dropdown bound to the surrounding react-hook-form. Values are strings (codes). */
export function RhfSelect<V extends FieldValues>({
  name,
  options,
  emptyLabel,
  readOnly,
  onValueChange,
  helperText,
  slotProps,
  ...props
}: RhfSelectProps<V>) {
  return (
    <RhfController<V>
      name={name}
      readOnly={readOnly}
      render={({ field, isReadOnly, error, errorText }) => {
        const value = (field.value as string | null | undefined) ?? '';
        // A stored code that is no longer offered (an inactive item) still shows as itself.
        const shown =
          value !== '' && !options.some((option) => option.value === value)
            ? [...options, { value, label: value }]
            : options;
        return (
          <TextField
            {...props}
            select
            name={field.name}
            value={value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onValueChange?.(event.target.value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error}
            helperText={errorText ?? helperText}
            fullWidth
            required={props.required === true && !isReadOnly}
            slotProps={{
              ...slotProps,
              htmlInput: { ...(slotProps?.htmlInput as object | undefined), readOnly: isReadOnly },
            }}
          >
            {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
            {shown.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
