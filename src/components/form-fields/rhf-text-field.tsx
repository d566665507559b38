import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from './field-message';
import { useFormReadOnly } from './form-read-only';

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
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  const formReadOnly = useFormReadOnly();
  const isReadOnly = formReadOnly || readOnly === true;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(t, fieldState.error) ?? helperText}
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
