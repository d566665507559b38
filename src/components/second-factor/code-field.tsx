import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from 'src/components/light-text-field';

interface SecondFactorCodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Why the code is wrong (an `auth` text key); the hint shows while there is none. */
  errorKey: string | undefined;
  /** Only the app's six digits (enrolment); otherwise a recovery code is taken too. */
  appOnly?: boolean;
  autoFocus?: boolean;
}

/** The box for a second-factor code: at sign-in, when enrolling and when turning it off. */
export function SecondFactorCodeField({
  label,
  value,
  onChange,
  inputRef,
  errorKey,
  appOnly = false,
  autoFocus,
}: SecondFactorCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <LightTextField
      name="code"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={inputRef}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputProps={
        appOnly
          ? { inputMode: 'numeric', maxLength: 6 }
          : { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }
      }
      required
      fullWidth
      error={errorKey !== undefined}
      helperText={t(errorKey ?? (appOnly ? 'secondFactor.enrol.codeHint' : 'secondFactor.code.hint'))}
    />
  );
}
