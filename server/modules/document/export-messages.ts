// Texts of the document export's file (export-route.ts) in Thai and English: the same words as
// the document search screen (src/locales/*/document.json).
import type { Text } from '../../validation/messages';
import { sharedHeaders as shared } from '../../exports/messages';
import texts from './export-messages.json';

export const documentExportText = {
  ...texts,
  headers: {
    ...texts.headers,
    documentType: shared.documentType,
    customerCode: shared.customerCode,
    customerName: shared.customer,
    status: shared.status,
  },
  statuses: texts.statuses as Record<string, Text>,
  deliveryStatuses: texts.deliveryStatuses as Record<string, Text>,
};
