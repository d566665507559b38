// The job types that one part of the server enqueues and another handles: named once here, with
// their payloads and kinds, so that neither side has to import the other.

/** Makes the documents of an ACCOUNTING_SUBMITTED import (server/modules/document/generation.ts). */
export const DOCUMENT_GENERATION_JOB = 'document-generation';

/** Fills a PDF template with many rows: a merged PDF or a zip (server/modules/pdf-template). */
export const PDF_COLLECTION_JOB = 'pdf-collection';

/** Sends one outbox row by SMTP (server/mail/mailer.ts). */
export const MAIL_JOB = 'mail';

/** Sends a document to its buyer (server/modules/document/delivery.ts). */
export const DOCUMENT_EMAIL_JOB = 'document-email';
export const DOCUMENT_SMS_JOB = 'document-sms';

/** Reminds CUSTOMER_ADMIN of months not filed with the Revenue Department, daily (server/modules/rd-filing/reminder.ts). */
export const RD_FILING_REMINDER_JOB = 'rd-filing-reminder';

/** Zips the documents of a search; removes a bulk download once it expired (server/modules/document/bulk-download). */
export const BULK_DOWNLOAD_JOB = 'bulk-download';
export const BULK_DOWNLOAD_EXPIRY_JOB = 'bulk-download-expiry';

/** What each job type carries: ids of rows the handler reads, never the data itself. */
export interface JobPayloads {
  [DOCUMENT_GENERATION_JOB]: { uploadId: number };
  [PDF_COLLECTION_JOB]: { collectionId: number };
  [MAIL_JOB]: { outboxId: number };
  [DOCUMENT_EMAIL_JOB]: { deliveryId: number };
  [DOCUMENT_SMS_JOB]: { deliveryId: number };
  [RD_FILING_REMINDER_JOB]: Record<string, never>;
  [BULK_DOWNLOAD_JOB]: { bulkDownloadId: number };
  [BULK_DOWNLOAD_EXPIRY_JOB]: { bulkDownloadId: number };
}

export type JobType = keyof JobPayloads;

/** The payload of a type; a type not listed here (a test's own) carries any JSON object. */
export type PayloadOf<T extends string> = T extends JobType ? JobPayloads[T] : Record<string, unknown>;

/**
 * Jobs run with a concurrency per kind (JOB_CONCURRENCY), so that one kind never waits behind
 * another: a long import's generation never delays other customers' mail.
 */
export const JOB_KINDS = ['generation', 'mail', 'collections', 'other'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const kindOfType: Record<JobType, JobKind> = {
  [DOCUMENT_GENERATION_JOB]: 'generation',
  [PDF_COLLECTION_JOB]: 'collections',
  [MAIL_JOB]: 'mail',
  [DOCUMENT_EMAIL_JOB]: 'mail',
  [DOCUMENT_SMS_JOB]: 'mail',
  [RD_FILING_REMINDER_JOB]: 'other',
  [BULK_DOWNLOAD_JOB]: 'collections',
  [BULK_DOWNLOAD_EXPIRY_JOB]: 'other',
};

export function kindOf(type: string): JobKind {
  return (kindOfType as Record<string, JobKind | undefined>)[type] ?? 'other';
}

/** Jobs of each kind one process runs at once, unless JOB_CONCURRENCY says otherwise. */
export const DEFAULT_JOB_CONCURRENCY: Record<JobKind, number> = {
  generation: 2,
  mail: 4,
  collections: 1,
  other: 4,
};
