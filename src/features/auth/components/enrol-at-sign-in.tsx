import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EnrolmentSteps } from 'src/components/second-factor/enrolment-steps';
import type { Session } from 'src/lib/session';
import { confirmAtSignIn, enrolAtSignIn } from '../api/authenticate';

interface EnrolAtSignInProps {
  challengeToken: string;
  onSignedIn: (session: Session) => void;
  onRestart: (messageKey?: string) => void;
}

/**
 * The setting requires a second factor this administrator has not set up: it is set up here,
 * right after the password and before anything else. A chunk of its own (loaded only then),
 * so the sign-in page's first load does not carry it.
 */
export default function EnrolAtSignIn({ challengeToken, onSignedIn, onRestart }: EnrolAtSignInProps) {
  const { t } = useTranslation('auth');
  const session = useRef<Session | null>(null);
  const start = useCallback(() => enrolAtSignIn(challengeToken), [challengeToken]);
  const confirm = useCallback(
    async (code: string) => {
      const answer = await confirmAtSignIn(challengeToken, code);
      session.current = answer.session;
      return answer.recoveryCodes;
    },
    [challengeToken],
  );
  const restart = useCallback(() => onRestart('secondFactor.code.expired'), [onRestart]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('secondFactor.enrol.requiredTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('secondFactor.enrol.requiredDescription')}
      </Typography>
      <EnrolmentSteps
        start={start}
        confirm={confirm}
        doneLabel={t('secondFactor.recovery.continue')}
        onDone={() => session.current && onSignedIn(session.current)}
        onFailure={restart}
      />
    </Box>
  );
}
