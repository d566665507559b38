import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/reset-password';
import { newPasswordSchema, type NewPasswordValues } from '../../schemas/password-schemas';
import { failureOf } from '../../utils/password-failure';
import { PasswordFormField } from '../password-form-field';
import { StepHeading } from './step-heading';

interface NewPasswordStepProps {
  refCode: string;
  otp: string;
  onDone: () => void;
  onStartOver: () => void;
}

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** Step 3: the new password, sent with the verified reference code and OTP. */
export function NewPasswordStep({ refCode, otp, onDone, onStartOver }: NewPasswordStepProps) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const save = async ({ newPassword }: NewPasswordValues) => {
    setFormError(null);
    try {
      await resetPassword({ refCode, otp, newPassword });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.field === 'newPassword') {
        setError('newPassword', { type: 'server', message: failure.messageKey }, { shouldFocus: true });
      } else {
        // Also an OTP that expired or was used meanwhile: it can only be fixed by starting over.
        setFormError(failure.messageKey);
      }
      return;
    }
    onDone();
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void handleSubmit(save)(e)}>
      <StepHeading step={3} title={t('forgot.password.title')} focusOnMount />
      {formError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onStartOver}>
              {t('forgot.password.startOver')}
            </Button>
          }
        >
          {t(formError)}
        </Alert>
      )}
      {FIELDS.map((name) => (
        <PasswordFormField
          key={name}
          name={name}
          registration={form.register(name)}
          message={errors[name]?.message}
          autoComplete="new-password"
        />
      ))}
      <Button type="submit" size="large" variant="contained" fullWidth loading={isSubmitting}>
        {t('forgot.password.submit')}
      </Button>
    </Stack>
  );
}
