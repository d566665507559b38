// Texts of the customer export's file (export-route.ts) in Thai and English: the words of the
// customer search screen (src/locales/*/customer.json).
import { sharedHeaders as shared } from '../../exports/messages';
import texts from './export-messages.json';

export const customerExportText = {
  ...texts,
  headers: {
    ...texts.headers,
    customerCode: shared.customerCode,
    customerNumber: shared.taxId,
    customerStatus: shared.status,
  },
};
