import type { CustomerCertificate } from 'contract/customer-certificate';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from 'src/components/fact-list';
import { StatusLabel } from 'src/components/status-label';
import { actorName } from 'src/lib/actor-name';
import { fDate, fDateTime } from 'src/lib/format';
import { CERTIFICATE_STATE_TONES, certificateState } from './certificate-status';

/**
 * What the certificate says of itself (the key and its password never come back), its key slot
 * and whether it can still sign. Dates follow the language: Buddhist-era years in Thai.
 */
export function CertificateFacts({ certificate }: { certificate: CustomerCertificate }) {
  const { t } = useTranslation('customer');
  const state = certificateState(certificate);
  const facts: Fact[] = [
    [
      t('certificate.state'),
      <StatusLabel
        status={state}
        label={t(`certificate.states.${state}`)}
        tone={CERTIFICATE_STATE_TONES[state]}
      />,
    ],
    [t('certificate.subject'), certificate.subject],
    [t('certificate.issuer'), certificate.issuer],
    [t('certificate.serialNumber'), certificate.serialNumber],
    [t('certificate.notBefore'), fDate(certificate.notBefore)],
    [t('certificate.notAfter'), fDate(certificate.notAfter)],
    // A PKCS#11 slot shows its code, then its token and the key's label in it.
    [
      t('certificate.slot'),
      t(`certificate.slots.${certificate.hsmSlot}`, { defaultValue: certificate.hsmSlot }),
    ],
    ...(certificate.tokenLabel ? [[t('certificate.token'), certificate.tokenLabel] satisfies Fact] : []),
    ...(certificate.keyLabel ? [[t('certificate.keyLabel'), certificate.keyLabel] satisfies Fact] : []),
    [t('lastUpdateDtm'), fDateTime(certificate.lastUpdateDtm)],
    [t('lastUpdateBy'), actorName(t, certificate.lastUpdateBy)],
  ];
  return <FactList facts={facts} />;
}
