// Texts of the audit search's refusals in Thai (default) and English; picked with say() per request.
import { sharedHeaders as shared } from '../../exports/messages';
import { fieldText } from '../../validation/messages';
import texts from './messages.json';

export const auditText = {
  ...texts.auditText,
  customerCode: fieldText.customerCode,
  date: fieldText.calendarDate,
  dateOrder: fieldText.dateOrder,
};

/** The export's file (export-route.ts): the words of the audit log screen (src/locales/{th,en}/audit.json). */
export const auditExportText = {
  ...texts.auditExportText,
  headers: {
    ...texts.auditExportText.headers,
    customerCode: shared.customerCode,
    customerName: shared.customer,
  },
};
