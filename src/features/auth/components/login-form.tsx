import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LightTextField } from 'src/components/light-text-field';
import { PasswordField } from 'src/components/password-field';
import { backOfficePaths } from 'src/config/back-office-paths';
import type { Session } from 'src/lib/session';
import { authenticate } from '../api/authenticate';
import { loginSchema, type LoginValues } from '../schemas/login-schema';
import { loginErrorKey } from '../utils/login-error';

interface LoginFormProps {
  onSignedIn: (session: Session) => void;
}

/** Username and password; failures are shown above the fields and keep what was typed. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  const signIn = async (values: LoginValues) => {
    setFailureKey(null);
    try {
      onSignedIn(await authenticate(values));
    } catch (error) {
      setFailureKey(loginErrorKey(error));
    }
  };

  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        // The disabled button stops clicks; this stops any other way of submitting meanwhile.
        if (isSubmitting) event.preventDefault();
        else void handleSubmit(signIn)(event);
      }}
    >
      {failureKey && (
        <Alert severity="error" role="alert">
          {t(failureKey)}
        </Alert>
      )}
      <LightTextField
        {...username}
        inputRef={usernameRef}
        label={t('login.username')}
        autoComplete="username"
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={errors.username?.message ? t(errors.username.message) : undefined}
      />
      <PasswordField
        {...password}
        inputRef={passwordRef}
        label={t('login.password')}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ? t(errors.password.message) : undefined}
      />
      <Link
        component={RouterLink}
        to={backOfficePaths.forgotPassword}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('login.forgotPassword')}
      </Link>
      {/* loading also disables it: a second press cannot send a second sign-in. */}
      <Button type="submit" size="large" variant="contained" fullWidth loading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
