import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OtpIssued } from 'contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LightTextField } from 'src/components/light-text-field';
import { verifyEmail } from '../../api/verify-email';
import { emailSchema, type EmailValues } from '../../schemas/forgot-password-schemas';
import { failureOf } from '../../utils/password-failure';
import { StepHeading } from './step-heading';

interface EmailStepProps {
  defaultEmail: string;
  focusOnMount: boolean;
  onSent: (email: string, issued: OtpIssued) => void;
}

/** Step 1: the account's e-mail; the server mails an OTP (and answers alike for unknown e-mails). */
export function EmailStep({ defaultEmail, focusOnMount, onSent }: EmailStepProps) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    resolver: yupResolver(emailSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const { ref, ...email } = register('email');

  const send = async ({ email: address }: EmailValues) => {
    setFormError(null);
    try {
      onSent(address, await verifyEmail({ email: address }));
    } catch (error) {
      setFormError(failureOf(error).messageKey);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void handleSubmit(send)(e)}>
      <div>
        <StepHeading step={1} title={t('forgot.email.title')} focusOnMount={focusOnMount} />
        <Typography sx={{ color: 'text.secondary' }}>{t('forgot.email.description')}</Typography>
      </div>
      {formError && (
        <Alert severity="error" role="alert">
          {t(formError)}
        </Alert>
      )}
      <LightTextField
        {...email}
        inputRef={ref}
        type="email"
        label={t('forgot.email.label')}
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message ? t(errors.email.message) : undefined}
      />
      <Button type="submit" size="large" variant="contained" fullWidth loading={isSubmitting}>
        {t('forgot.email.submit')}
      </Button>
    </Stack>
  );
}
