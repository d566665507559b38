import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PASSWORD_MAX_LENGTH, type SecondFactorStep } from 'contract/auth';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from 'src/components/error-notice';
import { LightTextField } from 'src/components/light-text-field';
import { PasswordField } from 'src/components/password-field';
import { RouterLink } from 'src/components/router-link';
import { backOfficePaths } from 'src/config/back-office-paths';
import type { Session } from 'src/lib/session';
import { authenticate } from '../api/authenticate';
import { loginErrorKey } from '../utils/login-error';

// Only when the setting makes an administrator set up a second factor while signing in.
const EnrolAtSignIn = lazy(() => import('./enrol-at-sign-in'));
// Only for an account with a second factor: fetched while its password is being checked.
const loadCodeStep = () => import('./code-step');
const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));

type Field = 'username' | 'password';
type Values = Record<Field, string>;

const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * The two rules of the form, as message keys of the auth namespace. Written out rather than
 * through react-hook-form and yup (~25 KB gzip): the sign-in page is a first load (≤ 170 KB,
 * docs/bundle-size.md). No length rule beyond the maximum: old passwords may predate the
 * 8-character rule.
 */
const RULES: Record<Field, (value: string) => string | undefined> = {
  username: (value) =>
    value.trim() === ''
      ? 'login.validation.usernameRequired'
      : value.trim().length > 100
        ? 'login.validation.tooLong'
        : undefined,
  password: (value) =>
    value === ''
      ? 'login.validation.passwordRequired'
      : value.length > PASSWORD_MAX_LENGTH
        ? 'login.validation.tooLong'
        : undefined,
};

interface LoginFormProps {
  onSignedIn: (session: Session) => void;
}

/**
 * Username and password. A field says what is wrong once it has been left (then at every
 * change); sending checks both and puts the focus on the first that is wrong. Failures are shown
 * above the fields and keep what was typed. An account with a second factor goes on to its code
 * step (or, when the setting requires one not set up yet, to its enrolment).
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  // Also set synchronously: a second submit in the same moment must not send a second sign-in.
  const sending = useRef(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const errorOf = (field: Field) => (touched[field] ? RULES[field](values[field]) : undefined);
  const fieldProps = (field: Field) => {
    const error = errorOf(field);
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
      required: true,
      fullWidth: true,
      error: error !== undefined,
      helperText: error ? t(error) : undefined,
    };
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setTouched({ username: true, password: true });
    const invalid = FIELDS.find((field) => RULES[field](values[field]) !== undefined);
    if (invalid) {
      (invalid === 'username' ? usernameInput : passwordInput).current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFailureKey(null);
    void loadCodeStep();
    try {
      const answer = await authenticate({ username: values.username.trim(), password: values.password });
      if ('challengeToken' in answer) {
        setStep(answer);
        sending.current = false;
        setSubmitting(false);
      } else onSignedIn(answer);
    } catch (error) {
      setFailureKey(loginErrorKey(error));
      sending.current = false;
      setSubmitting(false);
    }
  };

  const restart = (messageKey?: string) => {
    setStep(null);
    setValues((current) => ({ ...current, password: '' }));
    setTouched({ username: false, password: false });
    setFailureKey(messageKey ?? null);
  };
  if (step?.secondFactor === 'CODE')
    return (
      <Suspense fallback={null}>
        <CodeStep challengeToken={step.challengeToken} onSignedIn={onSignedIn} onRestart={restart} />
      </Suspense>
    );
  if (step?.secondFactor === 'ENROL')
    return (
      <Suspense fallback={null}>
        <EnrolAtSignIn challengeToken={step.challengeToken} onSignedIn={onSignedIn} onRestart={restart} />
      </Suspense>
    );

  return (
    // Box, ErrorNotice and a plain link, not Stack, Alert and MUI's Link: the sign-in page is a
    // first load, and those three would add ~8 KB gzip of code to download and run.
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void signIn(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {failureKey && <ErrorNotice>{t(failureKey)}</ErrorNotice>}
      <LightTextField
        {...fieldProps('username')}
        inputRef={usernameInput}
        label={t('login.username')}
        autoComplete="username"
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        {...fieldProps('password')}
        inputRef={passwordInput}
        label={t('login.password')}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        autoComplete="current-password"
      />
      <Box
        component={RouterLink}
        to={backOfficePaths.forgotPassword}
        sx={{
          typography: 'body2',
          alignSelf: 'flex-end',
          color: 'primary.main',
          textUnderlineOffset: 3,
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {t('login.forgotPassword')}
      </Box>
      {/* loading also disables it: a second press cannot send a second sign-in. */}
      <Button type="submit" size="large" variant="contained" fullWidth loading={submitting}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
