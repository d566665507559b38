import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';

export interface RecordPageStateProps {
  /** The record's query is reading it (a valid id was given). */
  loading: boolean;
  /** The id is not one the API takes, or the API answered 404 (out of reach reads the same). */
  notFound: boolean;
  /** The read failed otherwise and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  texts: { notFound: string; backToList: string; loadFailed: string };
  listPath: string;
}

/**
 * What a record's page shows instead of the record (the document and ticket pages): a spinner
 * while it loads, "not found" with the way back to the list, or "could not load" with a retry.
 */
export function RecordPageState({
  loading,
  notFound,
  failed,
  onRetry,
  texts,
  listPath,
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
        {texts.notFound}{' '}
        <Link component={RouterLink} to={listPath} color="inherit">
          {texts.backToList}
        </Link>
      </Alert>
    );
  if (failed)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list:table.retry')}
          </Button>
        }
      >
        {texts.loadFailed}
      </Alert>
    );
  return null;
}
