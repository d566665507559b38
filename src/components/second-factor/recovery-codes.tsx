import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'src/components/visually-hidden';
import { saveFile } from 'src/lib/save-file';
import './texts';

interface RecoveryCodesProps {
  codes: string[];
  /** The button that leaves this view ("continue" at sign-in, "done" in the account dialog). */
  doneLabel: string;
  onDone: () => void;
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): as a list to read,
 * to copy and to download as a text file.
 */
export function RecoveryCodes({ codes, doneLabel, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="recovery-codes">
      <Typography id={titleId} variant="h6" component="h2">
        {t('secondFactor.recovery.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('secondFactor.recovery.description')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          columns: 2,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('secondFactor.recovery.copied') : t('secondFactor.recovery.copy')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            saveFile(
              t('secondFactor.recovery.fileName'),
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
            )
          }
        >
          {t('secondFactor.recovery.download')}
        </Button>
      </Box>
      <Box role="status">
        <VisuallyHidden>{copied ? t('secondFactor.recovery.copied') : ''}</VisuallyHidden>
      </Box>
      <Button variant="contained" size="large" onClick={onDone}>
        {doneLabel}
      </Button>
    </Box>
  );
}
