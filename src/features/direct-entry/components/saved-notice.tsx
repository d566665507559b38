import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UploadResult } from 'contract/customer-upload';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A saved entry (or correction): its upload's number, with a button to that upload's page. */
export function SavedNotice({ saved, uploadType }: { saved: UploadResult; uploadType: string }) {
  const { t } = useTranslation('direct-entry');
  const navigate = useNavigate();
  return (
    <Alert
      severity="success"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void navigate(`/import/${uploadType.toLowerCase()}/${saved.uploadId}`)}
        >
          {t('saved.open')}
        </Button>
      }
    >
      {t('saved.message', { uploadId: saved.uploadId })}
    </Alert>
  );
}
