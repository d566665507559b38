import Link from '@mui/material/Link';
import type { CustomerUploadDetail } from 'contract/customer-upload';
import { fileDownloadUrl } from 'contract/file';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from 'src/components/fact-list';
import { fileSizeText } from 'src/components/file-drop';
import { RouterLink } from 'src/components/router-link';
import { apiDownload } from 'src/lib/api-client';
import { fDateTime } from 'src/lib/format';
import { saveFile } from 'src/lib/save-file';
import { useLocales } from 'src/lib/use-locales';

/** The documents screen, showing this import's documents (features do not import each other). */
const documentsOfUpload = (uploadId: number) => `/document?uploadId=${uploadId}`;

/** The uploaded file as stored (the API needs the session, so not a plain link). */
function downloadStored(fileId: string, fileName: string | null) {
  void apiDownload(fileDownloadUrl(fileId))
    .then(({ blob, fileName: served }) => saveFile(fileName ?? served ?? 'import', blob))
    .catch(() => undefined);
}

/** The upload's facts: who, what, which file, how many rows, when. */
export function ImportFacts({ upload }: { upload: CustomerUploadDetail }) {
  const { t } = useTranslation('import');
  const { currentLang } = useLocales();
  const when = (dtm: string | null, by: string | null) => (dtm ? `${fDateTime(dtm)} · ${by ?? ''}` : '—');
  const facts: [string, ReactNode][] = [
    ['companyName', `${upload.customerCode} ${upload.companyName}`],
    ['taxId', upload.taxId],
    ['branch', `${upload.branchCode} ${upload.branchName ?? ''}`],
    ['template', `${upload.templateCode} ${upload.templateName}`],
    [
      'fileName',
      upload.fileId ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => downloadStored(upload.fileId!, upload.fileName)}
        >
          {upload.fileName}
        </Link>
      ) : (
        t('directEntry')
      ),
    ],
    [
      'fileSize',
      upload.fileSize === null ? '—' : fileSizeText(upload.fileSize, currentLang.numberFormat.code),
    ],
    [
      'rowCounts',
      t('rowCounts', { total: upload.totalRows, valid: upload.validRows, errors: upload.errorRows }),
    ],
    ['uploaded', when(upload.uploadDtm, upload.uploadBy)],
    ['userSubmitted', when(upload.userSubmitDtm, upload.userSubmitBy)],
    ['accountingSubmitted', when(upload.accountingSubmitDtm, upload.accountingSubmitBy)],
    [
      'documentCount',
      <>
        {upload.documentTotal === null
          ? String(upload.documentCount)
          : t('documentProgress', { done: upload.documentCount, total: upload.documentTotal })}
        {(upload.documentCount > 0 || upload.failedDocumentCount > 0) && (
          <>
            {' · '}
            <Link component={RouterLink} to={documentsOfUpload(upload.uploadId)}>
              {t('viewDocuments')}
            </Link>
          </>
        )}
      </>,
    ],
  ];
  if (upload.rejectReason) facts.push(['rejectReason', upload.rejectReason]);
  if (upload.failReason) {
    facts.push([
      'generation',
      t(`generationFailed.${upload.failReason}`, { failed: upload.failedDocumentCount }),
    ]);
  }
  return <FactList facts={facts.map(([key, value]) => [t(`facts.${key}`), value] as const)} />;
}
