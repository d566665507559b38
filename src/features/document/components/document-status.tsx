import type { DeliveryStatus, DocumentStatus } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from 'src/components/status-label';
import { deliveryStatusText, documentStatusText } from './document-status-text';

/** A document's status as a coloured label (GENERATED green, FAILED red). */
export function DocumentStatusLabel({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('document');
  return <StatusLabel status={status} label={documentStatusText(t, status)} />;
}

/** A channel's delivery status (PENDING amber, SENT green, FAILED red, NOT_REQUESTED grey). */
export function DeliveryStatusLabel({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('document');
  return <StatusLabel status={status} label={deliveryStatusText(t, status)} />;
}
