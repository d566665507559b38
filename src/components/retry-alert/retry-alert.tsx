import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What failed to load, with a button that tries again (labelled `retryLabel`, else the list's). */
export function RetryAlert({
  onRetry,
  retryLabel,
  severity = 'error',
  sx,
  children,
}: Pick<AlertProps, 'severity' | 'sx'> & { onRetry: () => void; retryLabel?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={severity}
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('list:table.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
