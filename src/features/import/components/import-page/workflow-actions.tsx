import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CustomerUploadDetail, UploadAction } from 'contract/customer-upload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from 'src/components/download-button';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { downloadErrorReport, importKeys, takeImportStep } from '../../api/import-calls';
import { RejectDialog } from './reject-dialog';
import { reloadOnRefusal } from './reload-on-refusal';

/**
 * The steps this user may take now (the server lists them in `actions`), each with its question:
 * submit asks the spec's submit text, cancel asks first, reject asks for the reason. A refused
 * step (409 / 422) says why in the banner, and the page reloads the upload.
 */
export function WorkflowActions({
  upload,
  reviewPending,
}: {
  upload: CustomerUploadDetail;
  /** The approval review is still loading: the submit steps wait until it can be read. */
  reviewPending: boolean;
}) {
  const { t } = useTranslation('import');
  const [rejecting, setRejecting] = useState(false);
  const queryClient = useQueryClient();
  const invalidate = [importKeys.detail(upload.uploadId), importKeys.list, importKeys.waiting];
  const step = useConfirmedAction({
    action: (action: UploadAction) =>
      reloadOnRefusal(
        queryClient,
        upload.uploadId,
        takeImportStep(action, { uploadId: upload.uploadId, version: upload.version }),
      ),
    confirmation: (action) =>
      action === 'CANCEL'
        ? { message: t('actions.cancelQuestion'), destructive: true }
        : { message: t('common:confirm.submit') },
    invalidate,
  });
  const can = (action: UploadAction) => upload.actions.includes(action);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {upload.errorRows > 0 && (
        <DownloadButton
          fetchFile={() => downloadErrorReport(upload.uploadId)}
          fallbackName={`import-${upload.uploadId}-errors.xlsx`}
        >
          {t('actions.errorReport')}
        </DownloadButton>
      )}
      {can('CANCEL') && (
        <Button
          color="error"
          variant="outlined"
          disabled={step.isRunning}
          onClick={() => void step.run('CANCEL')}
        >
          {t('actions.CANCEL')}
        </Button>
      )}
      {can('REJECT') && (
        <Button color="error" variant="outlined" onClick={() => setRejecting(true)}>
          {t('actions.REJECT')}
        </Button>
      )}
      {(['USER_SUBMIT', 'ACCOUNTING_SUBMIT', 'RETRY_GENERATION'] as const).filter(can).map((action) => (
        <Button
          key={action}
          variant="contained"
          disabled={step.isRunning || reviewPending}
          onClick={() => void step.run(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {step.confirmDialog}
      <RejectDialog
        upload={upload}
        open={rejecting}
        onClose={() => setRejecting(false)}
        invalidate={invalidate}
      />
    </Stack>
  );
}
