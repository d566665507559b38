import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import type { RecordReadState } from './record-read-state';
import { RetryAlert } from 'src/components/retry-alert';

export type RecordPageStateProps = RecordReadState & {
  listPath: string;
  /** The locale prefix of the page's notFound, backToList and loadFailed texts, e.g. 'ticket:page'. */
  textKeys: string;
};

/**
 * What a record's page shows instead of the record (the document, ticket, correction and PDF-template pages): a spinner
 * while it loads, "not found" with the way back to the list, or "could not load" with a retry.
 */
export function RecordPageState({
  loading,
  notFound,
  failed,
  onRetry,
  listPath,
  textKeys,
}: RecordPageStateProps) {
  const { t } = useTranslation();
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  if (notFound)
    return (
      <Alert severity="warning">
        {t(`${textKeys}.notFound`)}{' '}
        <Link component={RouterLink} to={listPath} color="inherit">
          {t(`${textKeys}.backToList`)}
        </Link>
      </Alert>
    );
  if (failed) return <RetryAlert onRetry={onRetry}>{t(`${textKeys}.loadFailed`)}</RetryAlert>;
  return null;
}
