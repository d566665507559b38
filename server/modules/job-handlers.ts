// Every job type's handler, registered in one place for every process (server/create-deps.ts),
// apart from the routes: a ROLE=worker process runs them without serving HTTP (docs/jobs.md).
import type { AppDeps } from '../deps';
import {
  BULK_DOWNLOAD_EXPIRY_JOB,
  BULK_DOWNLOAD_JOB,
  DOCUMENT_GENERATION_JOB,
  PDF_COLLECTION_JOB,
} from '../jobs/job-types';
import { createBulkDownloadService } from './document/bulk-download/service';
import { registerDeliveries } from './document/delivery';
import { generateDocuments } from './document/generation';
import { createOutputService } from './pdf-template/service';
import { registerRdReminder } from './rd-filing/reminder';

/** Mail's handler is the mailer's own (server/mail/mailer.ts): only a process with SMTP sends. */
export function registerJobHandlers(deps: AppDeps): void {
  deps.jobs.register(DOCUMENT_GENERATION_JOB, (payload, run) =>
    generateDocuments(deps, run.ctx, payload.uploadId, run),
  );
  registerDeliveries(deps);
  const outputs = createOutputService(deps);
  deps.jobs.register(PDF_COLLECTION_JOB, (payload, run) =>
    outputs.makeCollection(run.ctx, payload.collectionId, run),
  );
  registerRdReminder(deps);
  const bulkDownloads = createBulkDownloadService(deps);
  deps.jobs.register(BULK_DOWNLOAD_JOB, (payload, run) =>
    bulkDownloads.makeZip(run.ctx, payload.bulkDownloadId, run),
  );
  deps.jobs.register(BULK_DOWNLOAD_EXPIRY_JOB, async (_payload, run) => {
    await bulkDownloads.removeExpired(run.ctx, new Date());
  });
}
