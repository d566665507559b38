import type { DeliveryStatus, DocumentStatus } from 'contract/document';
import type { TFunction } from 'i18next';

// The documents' own words for their statuses (common's FAILED text, a bare "failed", says too little here:
// a document failed to be made, a delivery failed to be sent). Colours by code (status-colours).

export const documentStatusText = (t: TFunction, status: DocumentStatus): string =>
  t(`document:statuses.${status}`);
export const deliveryStatusText = (t: TFunction, status: DeliveryStatus): string =>
  t(`document:deliveryStatuses.${status}`);
