import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SecondFactorEnrolment } from 'contract/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from 'src/components/error-notice';
import { SecondFactorCodeField } from './code-field';
import { appCodeProblem, refusedCodeKey, typedCode } from './code-rules';
import { RecoveryCodes } from './recovery-codes';
import './texts';
import { ColumnForm } from 'src/components/column-form';

interface EnrolmentStepsProps {
  /** Asks the server for a new secret (its QR code is made there: no QR library here). */
  start: () => Promise<SecondFactorEnrolment>;
  /** Confirms with the app's first code; resolves with the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** The label of the button under the recovery codes. */
  doneLabel: string;
  onDone: () => void;
  /** A failure that is not about the code (e.g. the sign-in expired). */
  onFailure?: (error: unknown) => void;
}

/** Base32 in groups of four: easier to read off and type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the authenticator app: the QR code (and the key for typing by hand), the app's
 * first code to confirm, then the recovery codes shown once. Used at sign-in (when the
 * setting requires it) and from the account menu.
 */
export function EnrolmentSteps({ start, confirm, doneLabel, onDone, onFailure }: EnrolmentStepsProps) {
  const { t } = useTranslation('auth');
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const startRef = useRef(start);

  useEffect(() => {
    let current = true;
    startRef.current().then(
      (answer) => current && setEnrolment(answer),
      (error: unknown) => {
        if (!current) return;
        if (refusedCodeKey(error) && onFailure) onFailure(error);
        else setStartFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, onFailure]);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} doneLabel={doneLabel} onDone={onDone} />;
  if (startFailed)
    return (
      <ErrorNotice
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setStartFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('secondFactor.enrol.retry')}
          </Button>
        }
      >
        {t('secondFactor.enrol.startFailed')}
      </ErrorNotice>
    );
  if (!enrolment)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('secondFactor.enrol.loading')}</Typography>
      </Box>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = appCodeProblem(code);
    setErrorKey(problem);
    if (problem) {
      codeInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      setRecoveryCodes(await confirm(typedCode(code)));
    } catch (error) {
      const key = refusedCodeKey(error);
      if (key === 'secondFactor.code.expired' && onFailure) return onFailure(error);
      setErrorKey(key ?? 'login.errors.generic');
      setSending(false);
      codeInput.current?.focus();
    }
  };

  return (
    <ColumnForm onSubmit={submit} gap={2}>
      <Typography variant="body2">{t('secondFactor.enrol.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('secondFactor.enrol.qrAlt')}
        width={200}
        height={200}
        sx={{ alignSelf: 'center', bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography variant="body2" id="second-factor-secret-label">
        {t('secondFactor.enrol.manual')}
      </Typography>
      <Box
        component="code"
        aria-label={t('secondFactor.enrol.secretLabel')}
        data-testid="second-factor-secret"
        data-secret={enrolment.secret}
        sx={{
          alignSelf: 'center',
          fontSize: '1rem',
          letterSpacing: 1,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {grouped(enrolment.secret)}
      </Box>
      <SecondFactorCodeField
        label={t('secondFactor.enrol.codeLabel')}
        value={code}
        onChange={setCode}
        inputRef={codeInput}
        errorKey={errorKey}
        appOnly
      />
      <Button type="submit" variant="contained" size="large" loading={sending}>
        {t('secondFactor.enrol.confirm')}
      </Button>
    </ColumnForm>
  );
}
