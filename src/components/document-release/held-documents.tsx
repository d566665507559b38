import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSession } from 'src/lib/use-session';
import { countHeld, heldKeys, mayRelease, releaseUpload } from './release-calls';

/**
 * On an import's page: how many of its documents wait READY_TO_SEND, and "Release all" for those
 * who may release them (docs/documents.md "Held for release"). Nothing when none waits.
 */
export function HeldDocuments({
  uploadId,
  invalidate,
}: {
  uploadId: number;
  invalidate: readonly QueryKey[];
}) {
  const { t } = useTranslation('document-release');
  const session = useSession();
  const held = useQuery({
    queryKey: heldKeys.upload(uploadId),
    queryFn: ({ signal }) => countHeld(uploadId, signal),
  });
  const count = held.data ?? 0;
  const release = useConfirmedAction({
    action: () => releaseUpload({ uploadId }),
    confirmation: { message: t('all.question', { count }) },
    invalidate: [heldKeys.upload(uploadId), ...invalidate],
  });
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      action={
        mayRelease(session?.user) ? (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            loading={release.isRunning}
            onClick={() => void release.run(undefined)}
          >
            {t('all.button')}
          </Button>
        ) : undefined
      }
    >
      {t('all.waiting', { count })}
      {release.confirmDialog}
    </Alert>
  );
}
