// Texts of the document report's workbook in Thai (default) and English; picked with say().
import type { DocumentStatus } from '../../../contract/document';
import { sharedHeaders as shared } from '../../exports/messages';
import type { Text } from '../../validation/messages';
import texts from './messages.json';

export const reportMessages = {
  ...texts,
  customer: shared.customer,
  madeAt: shared.madeAt,
  headers: { ...texts.headers, customerCode: shared.customerCode, documentTypeName: shared.documentType },
} satisfies Record<string, Text | Record<string, Text>>;

/** The statuses in the report's column order. */
export const REPORT_STATUSES: readonly DocumentStatus[] = ['GENERATED', 'FAILED'];
