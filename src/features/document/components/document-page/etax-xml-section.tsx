import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DocumentDetail } from 'contract/document';
import { ETAX_STANDARD_CODES } from 'contract/etax-version';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, Section, type Fact } from 'src/components/fact-list';
import { Iconify } from 'src/components/iconify';
import { StatusLabel, type StatusTone } from 'src/components/status-label';
import { fDateTime } from 'src/lib/format';
import { saveFile } from 'src/lib/save-file';
import { downloadDocumentXml } from '../../api/document-calls';
import { XmlFailures } from './xml-failures';

type Signature = NonNullable<DocumentDetail['signature']>;

const XML_TONES = { VALID: 'success', INVALID: 'error' } as const satisfies Record<string, StatusTone>;

/**
 * SIGNED reads as signed only while the stored XML still verifies: `valid` false means the file
 * was changed after signing, which the user must see as an error, not as "signed".
 */
function signatureState(signature: Signature): {
  key: 'SIGNED' | 'CHANGED' | 'UNSIGNED' | 'TIME_STAMP';
  tone: StatusTone;
} {
  if (signature.status === 'UNSIGNED') return { key: 'UNSIGNED', tone: 'warning' };
  // Not signed on purpose: ETDA's time stamp on the mailed copy makes it legal.
  if (signature.status === 'TIME_STAMP') return { key: 'TIME_STAMP', tone: 'success' };
  return signature.valid === false ? { key: 'CHANGED', tone: 'error' } : { key: 'SIGNED', tone: 'success' };
}

/** Saves the stored XML under the server's file name, else `<documentNo>.xml`. */
function XmlDownload({ xmlFileId, documentNo }: { xmlFileId: string; documentNo: string }) {
  const { t } = useTranslation('document');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    // A failure shows in the error banner (the API client's), so nothing more to say here.
    void downloadDocumentXml(xmlFileId)
      .then(({ blob, fileName }) => saveFile(fileName ?? `${documentNo || 'document'}.xml`, blob))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outlined"
      startIcon={<Iconify icon="ri:download-2-line" />}
      onClick={download}
      loading={busy}
    >
      {t('xml.download')}
    </Button>
  );
}

/**
 * An E-TAX document's XML (xmlStatus not null): the standard and version it was written in (its
 * own, kept when the customer moves to another), the check against it, the signature as verified
 * when the document was read, the XML to download, and every failure of an INVALID one. Other
 * documents, and E-TAX ones made before the XML existed, show nothing.
 */
export function EtaxXmlSection({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const { xmlStatus, signature, etaxVersion } = document;
  if (xmlStatus === null) return null;

  const standard = etaxVersion
    ? t('xml.standardName', { code: ETAX_STANDARD_CODES[etaxVersion], version: etaxVersion })
    : '';
  const facts: Fact[] = [
    [t('xml.standard'), standard],
    [
      t('xml.validation'),
      <StatusLabel
        status={xmlStatus}
        tone={XML_TONES[xmlStatus]}
        label={t(`xml.statuses.${xmlStatus}`, { standard })}
      />,
    ],
  ];
  if (signature) {
    const state = signatureState(signature);
    facts.push([
      t('xml.signature'),
      <StatusLabel status={state.key} tone={state.tone} label={t(`xml.signatureStatuses.${state.key}`)} />,
    ]);
    if (signature.status === 'SIGNED') {
      facts.push([t('xml.signedBy'), signature.signedBy], [t('xml.signedAt'), fDateTime(signature.signedAt)]);
    }
  }

  return (
    <Section title={t('xml.title')}>
      <FactList facts={facts} />
      {document.xmlFileId && (
        <Box sx={{ mt: 2 }}>
          <XmlDownload xmlFileId={document.xmlFileId} documentNo={document.documentNo} />
        </Box>
      )}
      {xmlStatus === 'INVALID' && <XmlFailures failures={document.xmlFailures} />}
    </Section>
  );
}
