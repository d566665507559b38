import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { RhfController } from './rhf-controller';

const ISO_DATE = 'YYYY-MM-DD';

export interface RhfDateFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
}

/**
 * A date bound to the surrounding react-hook-form as text `YYYY-MM-DD` ('' when empty): the
 * value an API takes and a URL holds. The picker shows the Buddhist-era year in Thai
 * (src/app/date-provider.tsx); the value stays Gregorian. A half-typed date is kept as
 * 'invalid', so the form's rule can say so.
 */
export function RhfDateField<V extends FieldValues>({
  name,
  label,
  required,
  readOnly,
}: RhfDateFieldProps<V>) {
  return (
    <RhfController<V>
      name={name}
      readOnly={readOnly}
      render={({ field, isReadOnly, error, errorText }) => {
        const text = (field.value as string | null | undefined) ?? '';
        const value = text && text !== 'invalid' ? dayjs(text) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            readOnly={isReadOnly}
            onChange={(next: Dayjs | null) =>
              field.onChange(next === null ? '' : next.isValid() ? next.format(ISO_DATE) : 'invalid')
            }
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                fullWidth: true,
                required: required === true && !isReadOnly,
                error,
                helperText: errorText,
              },
            }}
          />
        );
      }}
    />
  );
}
