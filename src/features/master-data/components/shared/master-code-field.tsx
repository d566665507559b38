import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';

interface MasterCodeFieldProps<V extends FieldValues> {
  name: Path<V>;
  /** The locale prefix holding the field's label (`<prefix>.<name>`) and `codeHint`. */
  prefix: string;
  /** The record exists: its code identifies it and cannot change. */
  existing: boolean;
  /** A numeric code of at most this many digits (a numeric keypad on phones). */
  digits?: number;
}

/** A master-data record's code: required, with its format hint, fixed once the record exists. */
export function MasterCodeField<V extends FieldValues>({
  name,
  prefix,
  existing,
  digits,
}: MasterCodeFieldProps<V>) {
  const { t } = useTranslation('master-data');
  return (
    <RhfTextField<V>
      name={name}
      label={t(`${prefix}.${name}`)}
      helperText={t(`${prefix}.codeHint`)}
      required
      readOnly={existing}
      {...(digits ? { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: digits } } } : {})}
    />
  );
}
