import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { UploadStatus } from 'contract/customer-upload';
import type { UploadType } from 'contract/upload-template';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { HeldDocuments } from 'src/components/document-release';
import { getImportTemplate, importTargetKeys } from 'src/components/import-target';
import { PageHeader } from 'src/components/page-header';
import { StatusLabel } from 'src/components/status-label';
import { getApprovalReview, getImport, importKeys } from '../api/import-calls';
import { ApprovalReview } from '../components/import-page/approval-review';
import { ImportFacts } from '../components/import-page/import-facts';
import { ImportHistory } from '../components/import-page/import-history';
import { StagedRows } from '../components/import-page/staged-rows';
import { WorkflowActions } from '../components/import-page/workflow-actions';
import { importPaths } from '../components/import-paths';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/**
 * One upload (ux.md "Upload"): its facts and status, the steps the user may take, its history,
 * and its rows with every error at its row and column.
 */
/** The statuses in which the generation job is about to run or running. */
const GENERATING: readonly UploadStatus[] = ['ACCOUNTING_SUBMITTED', 'PROCESSING'];
const GENERATION_POLL_MS = 2000;
/** Before approval, the page shows what approving will make (issue 28). */
const REVIEWED: readonly UploadStatus[] = ['READY', 'USER_SUBMITTED'];
/** The statuses after the generation: its documents may wait to be released. */
const MADE: readonly UploadStatus[] = ['COMPLETED', 'FAILED'];

export function ImportPage({ uploadType }: { uploadType: UploadType }) {
  const { t } = useTranslation('import');
  const uploadId = Number(useParams().uploadId);
  const upload = useQuery({
    queryKey: importKeys.detail(uploadId),
    queryFn: ({ signal }) => getImport(uploadId, { signal }),
    enabled: Number.isInteger(uploadId) && uploadId > 0,
    // While its documents are being made, the page follows the progress.
    refetchInterval: (query) =>
      GENERATING.includes(query.state.data?.status ?? 'READY') ? GENERATION_POLL_MS : false,
  });
  const reviewed = upload.data !== undefined && REVIEWED.includes(upload.data.status);
  const review = useQuery({
    queryKey: importKeys.review(uploadId),
    queryFn: ({ signal }) => getApprovalReview(uploadId, { signal }),
    enabled: reviewed,
  });
  const templateCode = upload.data?.templateCode ?? '';
  const template = useQuery({
    queryKey: importTargetKeys.template(templateCode),
    queryFn: ({ signal }) => getImportTemplate(templateCode, { signal }),
    enabled: templateCode !== '',
  });
  const listTitle = t(`title.${uploadType}`);
  const title = t('page.title', { uploadId });

  return (
    <Box data-page="page-import">
      <PageHeader title={title} parents={[{ label: listTitle, href: importPaths.list(uploadType) }]} />
      {upload.isPending && upload.fetchStatus !== 'idle' && (
        <CircularProgress aria-label={t('common:loading')} />
      )}
      {upload.isError && <Alert severity="error">{t('page.loadFailed')}</Alert>}
      {upload.data && (
        <Stack spacing={3}>
          <Section title={t('page.details')}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">{t('status')}</Typography>
                <StatusLabel status={upload.data.status} label={t(`common:status.${upload.data.status}`)} />
              </Stack>
              <ImportFacts upload={upload.data} />
              {reviewed && (
                <ApprovalReview uploadId={uploadId} review={review} validRows={upload.data.validRows} />
              )}
              {/* Submitting waits for the review: what it submits is read first (issue 28). */}
              <WorkflowActions upload={upload.data} reviewPending={reviewed && review.isPending} />
              {MADE.includes(upload.data.status) && (
                <HeldDocuments uploadId={uploadId} invalidate={[importKeys.detail(uploadId)]} />
              )}
            </Stack>
          </Section>
          <Section title={t('history.title')}>
            <ImportHistory history={upload.data.history} />
          </Section>
          {template.data && <StagedRows uploadId={uploadId} columns={template.data.columns} />}
        </Stack>
      )}
    </Box>
  );
}
