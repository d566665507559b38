import Button from '@mui/material/Button';
import type { QueryKey } from '@tanstack/react-query';
import type { DocumentDetail } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSession } from 'src/lib/use-session';
import { isHeld, mayRelease, releaseDocument } from './release-calls';

type Releasable = Pick<DocumentDetail, 'documentId' | 'documentNo' | 'status' | 'emailStatus' | 'smsStatus'>;

/**
 * "Release to buyer" on a held document's page (docs/documents.md "Held for release"): asks, then
 * hands it to the e-mail / SMS delivery. Only for those the server lets release (a USER sees none).
 */
export function ReleaseDocumentButton({
  document,
  invalidate,
}: {
  document: Releasable;
  invalidate: readonly QueryKey[];
}) {
  const { t } = useTranslation('document-release');
  const session = useSession();
  const release = useConfirmedAction({
    action: (documentId: number) => releaseDocument({ documentId }),
    confirmation: { message: t('one.question', { documentNo: document.documentNo }) },
    invalidate,
  });
  if (!isHeld(document) || !mayRelease(session?.user)) return null;
  return (
    <>
      <Button
        variant="contained"
        loading={release.isRunning}
        onClick={() => void release.run(document.documentId)}
      >
        {t('one.button')}
      </Button>
      {release.confirmDialog}
    </>
  );
}
