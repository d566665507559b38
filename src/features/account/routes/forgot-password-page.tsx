import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OtpIssued } from 'contract/auth';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageTitle } from 'src/components/page-title';
import { paths } from 'src/config/paths';
import { EmailStep } from '../components/forgot-password/email-step';
import { NewPasswordStep } from '../components/forgot-password/new-password-step';
import { OtpStep } from '../components/forgot-password/otp-step';

type Step =
  | { name: 'email'; email: string; returned: boolean }
  | { name: 'otp'; email: string; issued: OtpIssued }
  | { name: 'password'; email: string; refCode: string; otp: string };

/** Forgot password: e-mail → OTP (reference code and countdown) → new password → sign in. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>({ name: 'email', email: '', returned: false });
  const startOver = () => setStep({ name: 'email', email: step.email, returned: true });

  return (
    <Card
      data-page="page-forgot-password"
      variant="outlined"
      sx={{ width: 1, maxWidth: 480, p: { xs: 3, sm: 5 }, textAlign: 'left' }}
    >
      <PageTitle title={t('forgot.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('forgot.title')}
      </Typography>
      {step.name === 'email' && (
        <EmailStep
          defaultEmail={step.email}
          focusOnMount={step.returned}
          onSent={(email, issued) => setStep({ name: 'otp', email, issued })}
        />
      )}
      {step.name === 'otp' && (
        <OtpStep
          key={step.issued.refCode}
          email={step.email}
          issued={step.issued}
          onResent={(issued) => {
            enqueueSnackbar(t('forgot.otp.resent'), { variant: 'success' });
            setStep({ ...step, issued });
          }}
          onVerified={(otp) =>
            setStep({ name: 'password', email: step.email, refCode: step.issued.refCode, otp })
          }
          onChangeEmail={startOver}
        />
      )}
      {step.name === 'password' && (
        <NewPasswordStep
          refCode={step.refCode}
          otp={step.otp}
          onStartOver={startOver}
          onDone={() => {
            enqueueSnackbar(t('forgot.success'), { variant: 'success' });
            void navigate(paths.login, { replace: true });
          }}
        />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </Card>
  );
}
