import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadResult } from 'contract/customer-upload';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';

/** What an upload found: total / valid / error rows and the status, and the way to the import. */
export function UploadResultDialog({
  result,
  onOpenImport,
  onClose,
}: {
  result: UploadResult | null;
  onOpenImport: (uploadId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('import');
  const titleId = useId();
  const figures = result
    ? ([
        ['totalRows', result.totalRows],
        ['validRows', result.validRows],
        ['errorRows', result.errorRows],
      ] as const)
    : [];
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('upload.resultTitle')}</DialogTitle>
      <DialogContent dividers>
        {result && (
          <Stack spacing={1.5}>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {result.fileName}
            </Typography>
            <StatusLabel status={result.status} label={t(`common:status.${result.status}`)} />
            {figures.map(([key, value]) => (
              <Stack key={key} direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{t(key)}</Typography>
                <Typography variant="subtitle2" data-testid={`result-${key}`}>
                  {value.toLocaleString()}
                </Typography>
              </Stack>
            ))}
            {result.errorRows > 0 && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {t('upload.hasErrors')}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:action.close')}</Button>
        {result && (
          <Button variant="contained" onClick={() => onOpenImport(result.uploadId)}>
            {t('upload.openImport')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
