import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkDownload } from 'contract/bulk-download';
import type { SearchDocumentRequest } from 'contract/document';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { isApiError } from 'src/lib/api-error';
import { fDateTime, fFileSize, fNumber } from 'src/lib/format';
import { saveFile } from 'src/lib/save-file';
import {
  bulkCriteriaOf,
  bulkDownloadKeys,
  createBulkDownload,
  downloadBulkZip,
  listMyBulkDownloads,
} from '../../api/bulk-download-calls';

/** While a zip is being made, the list follows its progress (as the import page does). */
const PROGRESS_POLL_MS = 2000;
const isUnderWay = (request: BulkDownload) => request.status === 'QUEUED' || request.status === 'RUNNING';

function BulkDownloadRow({ request }: { request: BulkDownload }) {
  const { t } = useTranslation('document');
  const { enqueueSnackbar } = useSnackbar();
  const download = useMutation({
    mutationFn: () => downloadBulkZip(request.bulkDownloadId),
    onSuccess: ({ blob, fileName }) => saveFile(fileName ?? `documents-${request.bulkDownloadId}.zip`, blob),
    onError: () => enqueueSnackbar(t('bulkDownload.downloadFailed'), { variant: 'error' }),
  });
  const percent = request.total > 0 ? (request.done / request.total) * 100 : 0;
  return (
    <Box data-testid="bulk-download-row" sx={{ py: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2">
            {t(`bulkDownload.status.${request.status}`, {
              done: fNumber(request.done),
              total: fNumber(request.total),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('bulkDownload.facts', {
              created: fDateTime(request.createDtm),
              expires: fDateTime(request.expiresAt),
            })}
          </Typography>
          {isUnderWay(request) && (
            <LinearProgress
              variant={request.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={t('bulkDownload.progress')}
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
        {request.status === 'DONE' && (
          <Button
            variant="contained"
            startIcon={<Iconify icon="ri:download-2-line" />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('bulkDownload.download', { size: fFileSize(request.sizeBytes ?? 0) })}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * "Download all as zip" on the document list: the current search's PDFs and XMLs (at most 10,000
 * documents; the server says so above), made by a job whose progress the list follows, then a
 * download button. The user's zips of the last day are listed with their expiry.
 */
export function BulkDownloadPanel({ request }: { request: SearchDocumentRequest }) {
  const { t } = useTranslation('document');
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: bulkDownloadKeys.mine,
    queryFn: ({ signal }) => listMyBulkDownloads({}, { signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(isUnderWay) ? PROGRESS_POLL_MS : false),
  });
  const create = useMutation({
    mutationFn: () => createBulkDownload(bulkCriteriaOf(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkDownloadKeys.mine }),
  });
  // A refusal (more than 10,000 documents, none at all) is said by the server in the user's language.
  const refusal = create.error
    ? (isApiError(create.error) && create.error.status === 422 && create.error.details[0]?.description) ||
      t('bulkDownload.failed')
    : null;
  const requests = mine.data ?? [];

  return (
    <Box data-testid="bulk-download" sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<Iconify icon="ri:download-2-line" />}
        loading={create.isPending}
        onClick={() => create.mutate()}
      >
        {t('bulkDownload.create')}
      </Button>
      {refusal && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
      {requests.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{t('bulkDownload.recent')}</Typography>
          {requests.map((item) => (
            <BulkDownloadRow key={item.bulkDownloadId} request={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}
