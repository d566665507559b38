import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * The import the search is narrowed to (the import page links to /document?uploadId=12): it has
 * no field in the search card, so it is said here, with a way to drop it.
 */
export function UploadFilter({ uploadId, onRemove }: { uploadId: number; onRemove: () => void }) {
  const { t } = useTranslation('document');
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRemove}>
          {t('uploadFilter.remove')}
        </Button>
      }
    >
      {t('uploadFilter.text', { uploadId })}
    </Alert>
  );
}
