import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from 'src/components/password-field';
import type { ChangePasswordValues } from '../schemas/password-schemas';

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
      {FIELDS.map(({ name, autoComplete }, index) => {
        const { ref, ...field } = form.register(name);
        const message = errors[name]?.message;
        return (
          <PasswordField
            key={name}
            {...field}
            inputRef={ref}
            label={t(`password.fields.${name}`)}
            showLabel={t('password.show', { field: t(`password.fields.${name}`) })}
            hideLabel={t('password.hide', { field: t(`password.fields.${name}`) })}
            autoComplete={autoComplete}
            autoFocus={autoFocus && index === 0}
            required
            fullWidth
            error={Boolean(message)}
            helperText={message ? t(message) : name === 'newPassword' ? t('password.rule') : undefined}
          />
        );
      })}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('password.sessionsNote')}
      </Typography>
    </Stack>
  );
}
