import Box from '@mui/material/Box';
import type { DocumentDetail } from 'contract/document';
import { ETAX_STANDARD_CODES } from 'contract/etax-version';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from 'src/components/download-button';
import { FactList, Section, type Fact } from 'src/components/fact-list';
import { StatusLabel, type StatusTone } from 'src/components/status-label';
import { fDateTime } from 'src/lib/format';
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

/**
 * An E-TAX document's XML (xmlStatus not null): the standard and version it was written in (its
 * own, kept when the customer moves to another), the check against it, the signature as verified
 * when the document was read, the XML to download, and every failure of an INVALID one. Other
 * documents, and E-TAX ones made before the XML existed, show nothing.
 */
export function EtaxXmlSection({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const { xmlStatus, signature, etaxVersion, xmlFileId } = document;
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
      {xmlFileId && (
        <Box sx={{ mt: 2 }}>
          <DownloadButton
            fetchFile={() => downloadDocumentXml(xmlFileId)}
            fallbackName={`${document.documentNo || 'document'}.xml`}
          >
            {t('xml.download')}
          </DownloadButton>
        </Box>
      )}
      {xmlStatus === 'INVALID' && <XmlFailures failures={document.xmlFailures} />}
    </Section>
  );
}
