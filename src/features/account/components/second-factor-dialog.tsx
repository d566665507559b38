import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SecondFactorStatus } from 'contract/auth';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from 'src/components/error-notice';
import { PasswordField } from 'src/components/password-field';
import { SecondFactorCodeField } from 'src/components/second-factor/code-field';
import { refusedCodeKey, signInCodeProblem, typedCode } from 'src/components/second-factor/code-rules';
import { EnrolmentSteps } from 'src/components/second-factor/enrolment-steps';
import { isApiError } from 'src/lib/api-error';
import {
  confirmSecondFactor,
  disableSecondFactor,
  enrolSecondFactor,
  secondFactorStatus,
} from '../api/second-factor';
import { ColumnForm } from 'src/components/column-form';
import { AccountDialog } from './account-dialog';

interface SecondFactorDialogProps {
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
}

type View = 'status' | 'enrol';

/**
 * Two-step sign-in from the account menu (administrators and customer admins): its state, set
 * up (QR code, first code, recovery codes shown once) or turn off (password and a code).
 */
export default function SecondFactorDialog({ open, onClose, onExited }: SecondFactorDialogProps) {
  const { t } = useTranslation('auth');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [view, setView] = useState<View>('status');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    secondFactorStatus().then(
      (answer) => current && setStatus(answer),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const confirm = useCallback(async (code: string) => (await confirmSecondFactor(code)).recoveryCodes, []);
  const enrolled = () => {
    enqueueSnackbar(t('secondFactor.manage.enabled'), { variant: 'success' });
    onClose();
  };

  return (
    <AccountDialog open={open} busy={busy} onClose={onClose} onExited={onExited} titleId={titleId}>
      <DialogTitle id={titleId}>{t('secondFactor.manage.title')}</DialogTitle>
      <DialogContent>
        {loadFailed && <ErrorNotice>{t('secondFactor.manage.loadFailed')}</ErrorNotice>}
        {!status && !loadFailed && (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label={t('secondFactor.enrol.loading')} />
          </Box>
        )}
        {status && view === 'enrol' && (
          <EnrolmentSteps
            start={enrolSecondFactor}
            confirm={confirm}
            doneLabel={t('secondFactor.recovery.done')}
            onDone={enrolled}
          />
        )}
        {status && view === 'status' && !status.enrolled && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography>{t('secondFactor.manage.off')}</Typography>
            <Button variant="contained" onClick={() => setView('enrol')} autoFocus>
              {t('secondFactor.manage.setUp')}
            </Button>
          </Box>
        )}
        {status && view === 'status' && status.enrolled && (
          <DisableForm
            status={status}
            onBusy={setBusy}
            onDisabled={() => {
              enqueueSnackbar(t('secondFactor.manage.removed'), { variant: 'success' });
              onClose();
            }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('secondFactor.manage.close')}
        </Button>
      </DialogActions>
    </AccountDialog>
  );
}

interface DisableFormProps {
  status: SecondFactorStatus;
  onBusy: (busy: boolean) => void;
  onDisabled: () => void;
}

/** Turning it off: the password and a code (of the app or a recovery code), each said at its field. */
function DisableForm({ status, onBusy, onDisabled }: DisableFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = {
      password: password === '' ? 'secondFactor.manage.passwordRequired' : undefined,
      code: signInCodeProblem(code),
    };
    setErrors(found);
    if (found.password) return passwordInput.current?.focus();
    if (found.code) return codeInput.current?.focus();
    setSending(true);
    onBusy(true);
    try {
      await disableSecondFactor({ password, code: typedCode(code) });
      onDisabled();
    } catch (error) {
      setSending(false);
      onBusy(false);
      if (isApiError(error) && error.detailFor('CURRENT_PASSWORD_INVALID')) {
        setErrors({ password: 'secondFactor.manage.passwordInvalid' });
        passwordInput.current?.focus();
      } else {
        setErrors({ code: refusedCodeKey(error) ?? 'login.errors.generic' });
        codeInput.current?.focus();
      }
    }
  };

  return (
    <ColumnForm onSubmit={submit} gap={2}>
      <Typography>{t('secondFactor.manage.on')}</Typography>
      <Typography variant="body2">
        {t('secondFactor.manage.codesLeft', { count: status.recoveryCodesLeft })}
      </Typography>
      {status.required && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('secondFactor.manage.required')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('secondFactor.manage.removeDescription')}
      </Typography>
      <PasswordField
        name="password"
        label={t('secondFactor.manage.password')}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        inputRef={passwordInput}
        autoComplete="current-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={errors.password ? t(errors.password) : undefined}
      />
      <SecondFactorCodeField
        label={t('secondFactor.manage.code')}
        value={code}
        onChange={setCode}
        inputRef={codeInput}
        errorKey={errors.code}
      />
      <Button type="submit" variant="outlined" color="error" loading={sending}>
        {t('secondFactor.manage.remove')}
      </Button>
    </ColumnForm>
  );
}
