import Button from '@mui/material/Button';
import type { DocumentDetail } from 'contract/document';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import type { DownloadedFile } from 'src/lib/api-client';
import { openBlobInNewTab } from 'src/lib/open-blob';
import { saveFile } from 'src/lib/save-file';
import { downloadDocumentPdf } from '../../api/document-calls';

/**
 * "Download PDF" saves the file; "Open PDF" shows it in a new tab from a blob URL (the file API
 * needs the session, so no plain link; an in-page preview needs a CSP change and comes later).
 * A failure shows in the error banner.
 */
export function PdfActions({ document }: { document: Pick<DocumentDetail, 'pdfFileId' | 'documentNo'> }) {
  const { t } = useTranslation('document');
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<'download' | 'open' | null>(null);
  const { pdfFileId } = document;
  if (!pdfFileId) return null;

  const run = (which: 'download' | 'open', use: (file: DownloadedFile) => void) => {
    setBusy(which);
    void downloadDocumentPdf(pdfFileId)
      .then(use)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const download = () =>
    run('download', ({ blob, fileName }) =>
      saveFile(fileName ?? `${document.documentNo || 'document'}.pdf`, blob),
    );
  const open = () =>
    run('open', ({ blob }) => {
      if (!openBlobInNewTab(blob)) enqueueSnackbar(t('pdf.blocked'), { variant: 'warning' });
    });

  return (
    <>
      <Button
        variant="contained"
        startIcon={<Iconify icon="ri:download-2-line" />}
        onClick={download}
        loading={busy === 'download'}
        disabled={busy === 'open'}
      >
        {t('pdf.download')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Iconify icon="ri:external-link-line" />}
        onClick={open}
        loading={busy === 'open'}
        disabled={busy === 'download'}
      >
        {t('pdf.open')}
      </Button>
    </>
  );
}
