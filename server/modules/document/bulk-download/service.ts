// Bulk download (docs/bulk-download.md): a document search's PDFs and XMLs as one zip. The request
// keeps the criteria and the requester's reach; a job streams each file from the file store into
// a zip written back to the store in parts, telling its progress; the zip is its requester's for a
// day, then the request and the file are removed by a job scheduled with the request.
import type { Readable } from 'node:stream';
import {
  BULK_DOWNLOAD_KEPT_HOURS,
  BULK_DOWNLOAD_MAX_DOCUMENTS,
  type BulkDownload,
  type BulkDownloadRequest,
} from '../../../../contract/bulk-download';
import type { SearchDocumentRequest } from '../../../../contract/document';
import type { ServiceContext } from '../../../command/context';
import { runCommand } from '../../../command/run-command';
import type { AppDeps } from '../../../deps';
import type { StoredFileInfo } from '../../../files/file-store';
import { readableFileName } from '../../../files/file-names';
import { notFound, ruleRefused } from '../../../http/errors';
import { say } from '../../../http/language';
import type { JobRun } from '../../../jobs/job-runner';
import { BULK_DOWNLOAD_EXPIRY_JOB, BULK_DOWNLOAD_JOB } from '../../../jobs/job-types';
import { customerReach, type CustomerReach } from '../../../security/assigned-branches';
import { assertCalendarDates } from '../../../validation/calendar-dates';
import { matchingDocuments, type ZippedDocument } from './matching-documents';
import { bulkDownloadText as m } from './messages';
import * as repo from './repository';
import { zipWriter } from './zip-writer';

const HOUR_MS = 3_600_000;
/** Documents whose files are asked of the store at once (it reads small ones ~1 MB to a statement). */
const BATCH = 25;
/** How often the job writes its progress (a multiple of BATCH): the page polls every 2 s. */
const PROGRESS_EVERY = 100;

function toAnswer(record: repo.BulkDownloadRecord, file: StoredFileInfo | undefined): BulkDownload {
  return {
    bulkDownloadId: record.bulkDownloadId,
    status: record.status,
    done: record.done,
    total: record.total,
    sizeBytes: file?.sizeBytes ?? null,
    createDtm: record.createDtm.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
  };
}

/** Entry names as the files download one by one; an administrator's zip has a folder per customer. */
function entryNames(documents: readonly ZippedDocument[], byCustomer: boolean) {
  const taken = new Set<string>();
  const unique = (customerCode: string, name: string) => {
    const path = byCustomer ? `${customerCode}/${name}` : name;
    const dot = path.lastIndexOf('.');
    let candidate = path;
    for (let n = 2; taken.has(candidate); n++) candidate = `${path.slice(0, dot)} (${n})${path.slice(dot)}`;
    taken.add(candidate);
    return candidate;
  };
  return documents.map((d) => ({
    pdf: unique(d.customerCode, d.pdfName),
    xml: d.xmlName === null ? null : unique(d.customerCode, d.xmlName),
  }));
}

export function createBulkDownloadService(deps: AppDeps) {
  const db = deps.db;

  async function requesterOf(ctx: ServiceContext): Promise<repo.Requester & { scope: CustomerReach }> {
    const scope = await customerReach(db, ctx);
    return { actor: ctx.actor, customerCode: scope.customerCode, scope };
  }

  async function answerOf(record: repo.BulkDownloadRecord): Promise<BulkDownload> {
    return toAnswer(record, record.fileId ? await deps.files.info(record.fileId) : undefined);
  }

  async function ownRequest(ctx: ServiceContext, bulkDownloadId: number) {
    const record = await repo.findOwnRequest(db, await requesterOf(ctx), bulkDownloadId, new Date());
    if (!record) throw notFound();
    return record;
  }

  /** The job's work: zips the documents, tells its progress, stores the zip and marks it DONE. */
  async function makeZip(
    ctx: ServiceContext,
    bulkDownloadId: number,
    run: Pick<JobRun, 'lastAttempt' | 'signal' | 'assertHeld'>,
  ): Promise<void> {
    const request = await repo.findRequest(db, bulkDownloadId);
    if (!request || request.status === 'DONE' || request.status === 'FAILED') return;
    const scope: CustomerReach = {
      ...(request.customerCode ? { customerCode: request.customerCode } : {}),
      ...(request.branchCodes ? { branchCodes: request.branchCodes } : {}),
    };
    const documents = await matchingDocuments(db, scope, request.criteria, BULK_DOWNLOAD_MAX_DOCUMENTS);
    await repo.updateRequest(db, bulkDownloadId, { status: 'RUNNING', done: 0, total: documents.length });
    const names = entryNames(documents, scope.customerCode === undefined);
    const zip = await zipWriter();
    const written = deps.files.writeParts(zip.output);
    written.catch((error: unknown) => zip.abort(error));
    try {
      for (let from = 0; from < documents.length; from += BATCH) {
        run.signal.throwIfAborted();
        const batch = documents.slice(from, from + BATCH);
        const entries = batch.flatMap((document, j) => {
          const named = names[from + j]!;
          const pdf = { fileId: document.pdfFileId, name: named.pdf, store: true };
          return document.xmlFileId && named.xml
            ? [pdf, { fileId: document.xmlFileId, name: named.xml, store: false }]
            : [pdf];
        });
        let k = 0;
        for await (const { content } of deps.files.contents(entries.map((entry) => entry.fileId))) {
          const entry = entries[k++]!;
          await zip.add(entry.name, content, entry.store);
        }
        const done = from + batch.length;
        if (done % PROGRESS_EVERY === 0 || done === documents.length) {
          await repo.updateRequest(db, bulkDownloadId, { done });
        }
      }
      await zip.finish();
      const content = await written;
      await runCommand(deps, ctx, async ({ tx, audit }) => {
        await run.assertHeld(tx);
        const file = await deps.files.put(tx, {
          ownerCustomerCode: request.customerCode,
          purpose: 'BULK_DOWNLOAD',
          originalName: `bulk-download-${bulkDownloadId}.zip`,
          downloadName: readableFileName(`เอกสาร-${bulkDownloadId}`, 'zip'),
          contentType: 'application/zip',
          content,
          createBy: ctx.actor,
        });
        await repo.updateRequest(tx, bulkDownloadId, {
          status: 'DONE',
          done: documents.length,
          fileId: file.fileId,
        });
        await audit({
          action: 'GENERATE',
          entity: 'bulk_download',
          entityId: String(bulkDownloadId),
          after: {
            status: 'DONE',
            fileId: file.fileId,
            documents: documents.length,
            sizeBytes: file.sizeBytes,
          },
        });
      });
    } catch (error) {
      zip.abort(error);
      await written.catch(() => undefined);
      if (run.lastAttempt && !run.signal.aborted)
        await repo.updateRequest(db, bulkDownloadId, { status: 'FAILED' });
      throw error;
    }
  }

  return {
    /** A request for the search's zip: refused above BULK_DOWNLOAD_MAX_DOCUMENTS, or with none. */
    async create(ctx: ServiceContext, criteria: BulkDownloadRequest): Promise<BulkDownload> {
      assertCalendarDates(ctx, criteria, ['issueDateFrom', 'issueDateTo']);
      const { scope } = await requesterOf(ctx);
      const search: SearchDocumentRequest = criteria;
      const found = await matchingDocuments(db, scope, search, BULK_DOWNLOAD_MAX_DOCUMENTS + 1);
      if (found.length > BULK_DOWNLOAD_MAX_DOCUMENTS) {
        throw ruleRefused('TOO_MANY_DOCUMENTS', say(ctx, m.TOO_MANY_DOCUMENTS));
      }
      if (found.length === 0) throw ruleRefused('NO_DOCUMENTS', say(ctx, m.NO_DOCUMENTS));
      const record = await runCommand(deps, ctx, async ({ tx, audit, enqueueJob }) => {
        const inserted = await repo.insertRequest(tx, {
          scope,
          criteria: search,
          total: found.length,
          keptHours: BULK_DOWNLOAD_KEPT_HOURS,
          actor: ctx.actor,
        });
        const { bulkDownloadId, expiresAt } = inserted;
        await audit({
          action: 'CREATE',
          entity: 'bulk_download',
          entityId: String(bulkDownloadId),
          after: { criteria: search, total: found.length, expiresAt: expiresAt.toISOString() },
        });
        await enqueueJob(BULK_DOWNLOAD_JOB, { bulkDownloadId });
        await enqueueJob(BULK_DOWNLOAD_EXPIRY_JOB, { bulkDownloadId }, { runAt: expiresAt });
        return inserted;
      });
      return answerOf(record);
    },

    async get(ctx: ServiceContext, bulkDownloadId: number): Promise<BulkDownload> {
      return answerOf(await ownRequest(ctx, bulkDownloadId));
    },

    async listMine(ctx: ServiceContext): Promise<BulkDownload[]> {
      const records = await repo.ownRequests(db, await requesterOf(ctx), new Date());
      return Promise.all(records.map(answerOf));
    },

    /** The zip of the requester's DONE request: its description and bytes. */
    async zipOf(
      ctx: ServiceContext,
      bulkDownloadId: number,
    ): Promise<{ file: StoredFileInfo; content: Readable }> {
      const record = await ownRequest(ctx, bulkDownloadId);
      const file =
        record.status === 'DONE' && record.fileId ? await deps.files.info(record.fileId) : undefined;
      const content = file && (await deps.files.stream(file.fileId));
      if (!file || !content) throw notFound();
      return { file, content };
    },

    makeZip,

    /**
     * Removes every request past its expiry with its zip, and the parts of zips whose job died
     * before storing them (older than a day). Answers how many requests went.
     */
    async removeExpired(ctx: ServiceContext, now: Date): Promise<number> {
      const expired = await repo.expiredRequests(db, now);
      for (const record of expired) {
        await runCommand(deps, ctx, async ({ tx, audit }) => {
          await repo.deleteRequest(tx, record.bulkDownloadId);
          if (record.fileId) await deps.files.delete(tx, record.fileId);
          await audit({
            action: 'DELETE',
            entity: 'bulk_download',
            entityId: String(record.bulkDownloadId),
            before: {
              status: record.status,
              fileId: record.fileId,
              expiresAt: record.expiresAt.toISOString(),
            },
          });
        });
      }
      await deps.files.sweepParts(new Date(now.getTime() - BULK_DOWNLOAD_KEPT_HOURS * HOUR_MS));
      return expired.length;
    },
  };
}
