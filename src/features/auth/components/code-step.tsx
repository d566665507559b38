import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorCodeField } from 'src/components/second-factor/code-field';
import { refusedCodeKey, signInCodeProblem, typedCode } from 'src/components/second-factor/code-rules';
import type { Session } from 'src/lib/session';
import { verifySecondFactor } from '../api/authenticate';
import { loginErrorKey } from '../utils/login-error';
import { ColumnForm } from 'src/components/column-form';

interface CodeStepProps {
  challengeToken: string;
  onSignedIn: (session: Session) => void;
  /** Back to the password (the challenge expired, or the user chose to): with a message key. */
  onRestart: (messageKey?: string) => void;
}

/**
 * The second step of the sign-in: the app's 6-digit code or a recovery code. The field has the
 * focus from the start; what is wrong is said at the field. An expired challenge (time, tries
 * or a lock-out) goes back to the password.
 */
export function CodeStep({ challengeToken, onSignedIn, onRestart }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = signInCodeProblem(code);
    setErrorKey(problem);
    if (problem) {
      codeInput.current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      onSignedIn(await verifySecondFactor(challengeToken, typedCode(code)));
    } catch (error) {
      const key = refusedCodeKey(error);
      if (key === 'secondFactor.code.expired') return onRestart(key);
      setErrorKey(key ?? loginErrorKey(error));
      sending.current = false;
      setSubmitting(false);
      // Back to the field, its text selected: the next code replaces it.
      codeInput.current?.focus();
      codeInput.current?.select();
    }
  };

  return (
    <ColumnForm onSubmit={submit} gap={2.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('secondFactor.code.description')}
      </Typography>
      <SecondFactorCodeField
        label={t('secondFactor.code.label')}
        value={code}
        onChange={setCode}
        inputRef={codeInput}
        errorKey={errorKey}
        autoFocus
      />
      <Button type="submit" size="large" variant="contained" fullWidth loading={submitting}>
        {t('secondFactor.code.submit')}
      </Button>
      <Button color="inherit" onClick={() => onRestart()} disabled={submitting}>
        {t('secondFactor.code.back')}
      </Button>
    </ColumnForm>
  );
}
