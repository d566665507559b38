import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OtpIssued } from 'contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { TimeIcon } from 'src/components/inline-icons/icons/time';
import { LightTextField } from 'src/components/light-text-field';
import { checkOtp } from '../../api/check-otp';
import { verifyEmail } from '../../api/verify-email';
import { formatMinutesSeconds, useCountdown } from '../../hooks/use-countdown';
import { OTP_LENGTH, otpSchema, type OtpValues } from '../../schemas/forgot-password-schemas';
import { failureOf } from '../../utils/password-failure';
import { StepHeading } from './step-heading';

interface OtpStepProps {
  email: string;
  issued: OtpIssued;
  /** This OTP was sent again at the user's request: the step says so. */
  resent: boolean;
  /** Render it with key={issued.refCode}: a resent OTP starts a fresh step and countdown. */
  onResent: (issued: OtpIssued) => void;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}

/**
 * Step 2: the OTP from the e-mail, checked against its reference code. The reference code on
 * screen is the one printed in the e-mail, so the user can tell which mail is the right one.
 */
export function OtpStep({ email, issued, resent, onResent, onVerified, onChangeEmail }: OtpStepProps) {
  const { t } = useTranslation('account');
  const secondsLeft = useCountdown(issued.expiresAt);
  const expired = secondsLeft === 0;
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({ resolver: yupResolver(otpSchema), defaultValues: { otp: '' }, mode: 'onTouched' });
  const { ref, ...otpField } = register('otp');

  const verify = async ({ otp }: OtpValues) => {
    setFormError(null);
    try {
      await checkOtp({ refCode: issued.refCode, otp });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.field === 'otp')
        setError('otp', { type: 'server', message: failure.messageKey }, { shouldFocus: true });
      else setFormError(failure.messageKey);
      return;
    }
    onVerified(otp);
  };

  const resend = async () => {
    setFormError(null);
    setResending(true);
    try {
      onResent(await verifyEmail({ email }));
    } catch (error) {
      setFormError(failureOf(error).messageKey);
      setResending(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void handleSubmit(verify)(e)}>
      <div>
        <StepHeading step={2} title={t('forgot.otp.title')} focusOnMount />
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans
            t={t}
            i18nKey="forgot.otp.description"
            values={{ email, refCode: issued.refCode }}
            components={{ strong: <strong /> }}
          />
        </Typography>
      </div>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: expired ? 'error.main' : 'text.secondary',
        }}
      >
        <TimeIcon width={20} />
        {/* No live region: a reading every second would drown everything else out. */}
        <Typography role="timer" aria-live="off" data-testid="otp-countdown">
          {t('forgot.otp.expiresIn', { time: formatMinutesSeconds(secondsLeft) })}
        </Typography>
      </Box>
      {resent && !expired && (
        <Alert severity="success" role="status">
          {t('forgot.otp.resent')}
        </Alert>
      )}
      {expired && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void resend()} loading={resending}>
              {t('forgot.otp.resend')}
            </Button>
          }
        >
          {t('forgot.otp.expired')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {t(formError)}
        </Alert>
      )}
      <LightTextField
        {...otpField}
        inputRef={ref}
        label={t('forgot.otp.label')}
        autoComplete="one-time-code"
        required
        fullWidth
        error={Boolean(errors.otp)}
        helperText={
          errors.otp?.message ? t(errors.otp.message) : t('forgot.otp.hint', { digits: OTP_LENGTH })
        }
        inputProps={{ inputMode: 'numeric', maxLength: OTP_LENGTH, pattern: '[0-9]*' }}
      />
      <Button type="submit" size="large" variant="contained" fullWidth loading={isSubmitting}>
        {t('forgot.otp.submit')}
      </Button>
      <Button color="inherit" onClick={onChangeEmail} disabled={isSubmitting}>
        {t('forgot.otp.changeEmail')}
      </Button>
    </Stack>
  );
}
