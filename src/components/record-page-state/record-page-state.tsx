import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/router-link';
import type { RecordReadState } from './record-read-state';

type PageTexts = { notFound: string; backToList: string; loadFailed: string };

export type RecordPageStateProps = RecordReadState & {
  listPath: string;
} & (
    | { texts: PageTexts }
    /** The locale prefix of the page's notFound, backToList and loadFailed texts, e.g. 'ticket:page'. */
    | { textKeys: string }
  );

/**
 * What a record's page shows instead of the record (the document and ticket pages): a spinner
 * while it loads, "not found" with the way back to the list, or "could not load" with a retry.
 */
export function RecordPageState({
  loading,
  notFound,
  failed,
  onRetry,
  listPath,
  ...wording
}: RecordPageStateProps) {
  const { t } = useTranslation();
  const texts: PageTexts =
    'texts' in wording
      ? wording.texts
      : {
          notFound: t(`${wording.textKeys}.notFound`),
          backToList: t(`${wording.textKeys}.backToList`),
          loadFailed: t(`${wording.textKeys}.loadFailed`),
        };
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
