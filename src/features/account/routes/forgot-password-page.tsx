import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OtpIssued } from 'contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from 'src/components/auth-card';
import { RouterLink } from 'src/components/router-link';
import { paths } from 'src/config/paths';
import { useAppNavigate, useAppSearchParams } from 'src/lib/navigation';
import { EmailStep } from '../components/forgot-password/email-step';
import { NewPasswordStep } from '../components/forgot-password/new-password-step';
import { OtpStep } from '../components/forgot-password/otp-step';
import '../passwords-texts';

type Step =
  | { name: 'email'; email: string; returned: boolean }
  | { name: 'otp'; email: string; issued: OtpIssued; resent?: boolean }
  | { name: 'password'; email: string; refCode: string; otp: string };

/**
 * The link of a new account's invitation mail (server/modules/otp/service.ts) names the e-mail,
 * the OTP's reference code and its expiry: the page then starts at the OTP step for that code.
 */
function invitedStep(params: URLSearchParams): Step | undefined {
  const email = params.get('email');
  const refCode = params.get('ref');
  const expiresAt = params.get('expiresAt');
  if (!email || !refCode || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { name: 'otp', email, issued: { refCode, expiresAt } };
}

/**
 * Forgot password: e-mail → OTP (reference code and countdown) → new password → sign in. A new
 * account sets its first password the same way, from the link in its invitation mail. A page of
 * the back-office's first load: what it has to say is said on the page (a resent OTP on the OTP
 * step, a new password on the sign-in page), not in a toast.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const searchParams = useAppSearchParams();
  const [step, setStep] = useState<Step>(
    () => invitedStep(searchParams) ?? { name: 'email', email: '', returned: false },
  );
  const startOver = () => setStep({ name: 'email', email: step.email, returned: true });

  return (
    <AuthCard page="page-forgot-password" title={t('forgot.title')}>
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
          resent={step.resent ?? false}
          onResent={(issued) => setStep({ ...step, issued, resent: true })}
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
          onDone={() => void navigate(paths.login, { replace: true, state: { notice: 'passwordReset' } })}
        />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
