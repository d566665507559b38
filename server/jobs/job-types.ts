// The job types that one part of the server enqueues and another handles: named once here, so
// that neither has to import the other.

/** Makes the documents of an ACCOUNTING_SUBMITTED import (server/modules/document/generation.ts). */
export const DOCUMENT_GENERATION_JOB = 'document-generation';

/** Fills a PDF template with many rows: a merged PDF or a zip (server/modules/pdf-template). */
export const PDF_COLLECTION_JOB = 'pdf-collection';
