import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from 'src/components/page-header';
import { ReleaseDocumentButton } from 'src/components/document-release';
import { RecordPageState, recordReadState } from 'src/components/record-page-state';
import { documentKeys, getDocumentById } from '../api/document-calls';
import { BuyerFacts, DocumentDetails, TotalFacts } from '../components/document-page/document-facts';
import { DeliveryHistory } from '../components/document-page/delivery-history';
import { CorrectionActions, DocumentCorrections } from '../components/document-page/document-corrections';
import { DocumentLines } from '../components/document-page/document-lines';
import { DocumentPreview } from '../components/document-page/document-preview';
import { EtaxXmlSection } from '../components/document-page/etax-xml-section';
import { PdfActions } from '../components/document-page/pdf-actions';
import { ResendDialog, type ResendChannel } from '../components/document-page/resend-dialog';
import { documentPaths } from '../components/document-paths';

const RESEND_CHANNELS: readonly ResendChannel[] = ['EMAIL', 'SMS'];

/** An id the API takes: a positive safe integer. */
const isDocumentId = (id: number) => Number.isSafeInteger(id) && id >= 1;

/**
 * One document (menu DOCUMENT, /document/:documentId): its facts, buyer, totals and lines, an
 * E-TAX document's XML (its check, signature and download), its PDF shown in the page, to download
 * or open, every send of it, a re-send by e-mail or SMS, and the release of a held one. An id the user may not reach answers
 * 404 like an unknown one: both read "not found".
 */
export default function DocumentPage() {
  const { t } = useTranslation('document');
  const [resending, setResending] = useState<ResendChannel | null>(null);
  const documentId = Number(useParams().documentId);
  const validId = isDocumentId(documentId);
  const query = useQuery({
    queryKey: documentKeys.detail(documentId),
    // Silent: the page says what went wrong itself (not found, or could not load).
    queryFn: ({ signal }) => getDocumentById(documentId, { signal, silent: true }),
    enabled: validId,
  });
  const { data } = query;
  const read = recordReadState(validId, query);
  const { notFound } = read;

  const listTitle = t('title');
  const title = data
    ? t('page.title', { documentNo: data.documentNo || t('noNumber') })
    : notFound
      ? t('page.notFoundTitle')
      : t('page.loadingTitle');

  return (
    <Box data-page="page-document-detail">
      <PageHeader
        title={title}
        parents={[{ label: listTitle, href: documentPaths.list }]}
        actions={
          data?.pdfFileId ? (
            <>
              <ReleaseDocumentButton
                document={data}
                invalidate={[documentKeys.detail(data.documentId), documentKeys.list]}
              />
              <PdfActions document={data} />
              {data.status === 'GENERATED' &&
                RESEND_CHANNELS.map((channel) => (
                  <Button key={channel} variant="outlined" onClick={() => setResending(channel)}>
                    {t(`resend.${channel}.button`)}
                  </Button>
                ))}
              <CorrectionActions document={data} />
            </>
          ) : undefined
        }
      />
      <RecordPageState {...read} textKeys="document:page" listPath={documentPaths.list} />
      {data && (
        <Stack spacing={3}>
          {data.cancelled && <Alert severity="warning">{t('corrections.cancelledNote')}</Alert>}
          <DocumentDetails document={data} />
          <BuyerFacts document={data} />
          <TotalFacts document={data} />
          <DocumentCorrections document={data} />
          <DocumentLines lines={data.lines} />
          <EtaxXmlSection document={data} />
          {data.pdfFileId && <DocumentPreview document={data} />}
          <DeliveryHistory deliveries={data.deliveries} />
          {RESEND_CHANNELS.map((channel) => (
            <ResendDialog
              key={channel}
              document={data}
              channel={channel}
              open={resending === channel}
              onClose={() => setResending(null)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
