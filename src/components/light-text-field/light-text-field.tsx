import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface LightTextFieldProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'autoComplete'
  | 'autoFocus'
  | 'endAdornment'
  | 'inputProps'
  | 'disabled'
> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * An outlined text field that looks and behaves like MUI's <TextField>, built from its parts.
 * TextField also carries its `select` variant — Select, Menu, Popover — which the sign-in
 * pages never use: ~12 KB gzip off the first load (docs: quality, login ≤ 170 KB).
 * The label, the helper text and aria-describedby are wired like TextField's.
 */
export function LightTextField({
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  ...input
}: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        // Sizes the outline's notch; the required mark is added from the FormControl.
        label={label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
