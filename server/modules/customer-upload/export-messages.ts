// Texts of the import export's file (export-route.ts) in Thai and English: the words of the
// import search screen (src/locales/{th,en}/import.json).
import { sharedHeaders as shared } from '../../exports/messages';
import texts from './export-messages.json';

export const uploadExportText = {
  ...texts,
  headers: {
    ...texts.headers,
    customerCode: shared.customerCode,
    taxId: shared.taxId,
    documentType: shared.documentType,
    status: shared.status,
  },
};
