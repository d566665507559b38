import Button from '@mui/material/Button';
import type { DocumentDetail } from 'contract/document';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import type { DownloadedFile } from 'src/lib/api-client';
import { saveFile } from 'src/lib/save-file';
import { downloadDocumentPdf } from '../../api/document-calls';

/** How long the new tab has to read the PDF's blob URL before it is freed. */
const OPEN_URL_LIFETIME_MS = 60_000;

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
      const url = URL.createObjectURL(blob);
      const tab = window.open(url, '_blank');
      if (!tab) {
        URL.revokeObjectURL(url);
        enqueueSnackbar(t('pdf.blocked'), { variant: 'warning' });
        return;
      }
      tab.opener = null;
      setTimeout(() => URL.revokeObjectURL(url), OPEN_URL_LIFETIME_MS);
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
