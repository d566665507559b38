import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { RhfController } from './rhf-controller';

export type RhfTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<V>;
  /** Read-only even when the form is editable (e.g. a code in modify mode). */
  readOnly?: boolean;
};

/**
 * A text field bound to the surrounding react-hook-form (FormProvider). Its error shows under
 * it once the field has been left (form mode `onTouched`) and after a save attempt.
 */
export function RhfTextField<V extends FieldValues>({
  name,
  readOnly,
  helperText,
  slotProps,
  ...props
}: RhfTextFieldProps<V>) {
  return (
    <RhfController<V>
      name={name}
      readOnly={readOnly}
      render={({ field, isReadOnly, error, errorText }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
          helperText={errorText ?? helperText}
          fullWidth
          slotProps={{
            ...slotProps,
            input: { ...(slotProps?.input as object | undefined), readOnly: isReadOnly },
          }}
          // The asterisk means "you must fill this": pointless on a read-only field.
          required={props.required === true && !isReadOnly}
        />
      )}
    />
  );
}
