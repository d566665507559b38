import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordValues } from '../schemas/password-schemas';
import { PasswordFormField } from './password-form-field';

interface ChangePasswordFieldsProps {
  form: UseFormReturn<ChangePasswordValues>;
  formError: string | null;
  autoFocus?: boolean;
}

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** Current, new and repeated password, each with its own show/hide toggle and error. */
export function ChangePasswordFields({ form, formError, autoFocus = false }: ChangePasswordFieldsProps) {
  const { t } = useTranslation('account');
  const { errors } = form.formState;
  return (
    <Stack spacing={2.5}>
      {formError && (
        <Alert severity="error" role="alert">
          {t(formError)}
        </Alert>
      )}
      {FIELDS.map(({ name, autoComplete }, index) => (
        <PasswordFormField
          key={name}
          name={name}
          registration={form.register(name)}
          message={errors[name]?.message}
          autoComplete={autoComplete}
          autoFocus={autoFocus && index === 0}
        />
      ))}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('password.sessionsNote')}
      </Typography>
    </Stack>
  );
}
