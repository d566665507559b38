// Releasing documents held for a customer that sends after release (docs/documents.md "Held for
// release"): one document, or every READY_TO_SEND document of an import. Under the documents'
// prefix; ADMIN, or a customer's CUSTOMER_ADMIN or ACCOUNTING user (a USER gets 403).
import { schemaKit as k } from './customer';
import { DOCUMENT_PREFIX } from './document';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf } from './schema-kit';

const id = k.recordId;
/** How many documents were handed to the e-mail / SMS delivery (0: nothing was waiting). */
const released = k.okEnvelope(k.object({ released: k.int }));

export const documentReleaseSchemas = {
  /** Sends one READY_TO_SEND document to its buyer; 422 DOCUMENT_STATUS when nothing waits. */
  releaseDocument: { body: k.body({ documentId: id }, ['documentId']), response: released },
  /** Sends every READY_TO_SEND document of the import; a second call finds none (released 0). */
  releaseUpload: { body: k.body({ uploadId: id }, ['uploadId']), response: released },
} as const;

type Calls = typeof documentReleaseSchemas;
export type ReleaseDocumentRequest = BodyOf<Calls['releaseDocument']>;
export type ReleaseUploadRequest = BodyOf<Calls['releaseUpload']>;
export type Released = DataOf<Calls['releaseDocument']>;

/** Who may release: the customer's accounting and admin users, and administrators. */
export const RELEASE_ROLES = ['CUSTOMER_ADMIN', 'ACCOUNTING'] as const;

export const documentReleaseController = controllerOf<Calls>(DOCUMENT_PREFIX);
