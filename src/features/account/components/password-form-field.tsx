import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from 'src/components/password-field';

interface PasswordFormFieldProps {
  name: 'currentPassword' | 'newPassword' | 'confirmPassword';
  /** `form.register(name)` */
  registration: UseFormRegisterReturn;
  /** The field's error, an account text key. */
  message: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** One password of the account forms, with its show/hide toggle, its error or the password rule. */
export function PasswordFormField({
  name,
  registration,
  message,
  autoComplete,
  autoFocus,
}: PasswordFormFieldProps) {
  const { t } = useTranslation('account');
  const { ref, ...field } = registration;
  return (
    <PasswordField
      {...field}
      inputRef={ref}
      label={t(`password.fields.${name}`)}
      showLabel={t('password.show', { field: t(`password.fields.${name}`) })}
      hideLabel={t('password.hide', { field: t(`password.fields.${name}`) })}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(message)}
      helperText={message ? t(message) : name === 'newPassword' ? t('password.rule') : undefined}
    />
  );
}
