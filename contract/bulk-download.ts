// Bulk download (docs/bulk-download.md): the PDFs and XMLs of a document search as one zip, made
// by a job with progress and kept for a day. Under /api/document/bulkDownloadController/.
import { documentSchemas } from './document';
import { schemaKit as k } from './customer';
import { controllerOf } from './schema-kit';
import type { BodyOf, DataOf } from './schema-kit';

export const BULK_DOWNLOAD_PREFIX = '/api/document/bulkDownloadController';

/** A search of more documents than this is refused: the user narrows it first. */
export const BULK_DOWNLOAD_MAX_DOCUMENTS = 10_000;
/** How long a zip is kept after it was asked for. */
export const BULK_DOWNLOAD_KEPT_HOURS = 24;

export const BULK_DOWNLOAD_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type BulkDownloadStatus = (typeof BULK_DOWNLOAD_STATUSES)[number];

/** GET: the zip of a DONE request, to the user who asked for it only. */
export function bulkDownloadFileUrl(bulkDownloadId: number): string {
  return `${BULK_DOWNLOAD_PREFIX}/download/${bulkDownloadId}`;
}

const bulkDownloadId = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

const bulkDownload = k.object({
  bulkDownloadId: k.int,
  status: k.oneOf(BULK_DOWNLOAD_STATUSES),
  /** Documents zipped so far, of `total` (each with its PDF and, where it has one, its XML). */
  done: k.int,
  total: k.int,
  /** The zip's size once DONE, else null. */
  sizeBytes: { type: ['integer', 'null'] },
  createDtm: k.str,
  expiresAt: k.str,
});

// The criteria are the document search's, without paging; the sort orders the zip's entries.
const { page: _page, size: _size, ...criteria } = documentSchemas.search.body.properties;

export const bulkDownloadSchemas = {
  /** A zip of every GENERATED document of the search (at most BULK_DOWNLOAD_MAX_DOCUMENTS). */
  create: {
    body: { type: 'object', additionalProperties: false, properties: criteria } as const,
    response: k.okEnvelope(bulkDownload),
  },
  getBulkDownloadById: {
    body: k.body({ bulkDownloadId }, ['bulkDownloadId']),
    response: k.okEnvelope(bulkDownload),
  },
  /** The caller's own requests that have not expired, newest first. */
  listMine: {
    body: k.body({}, []),
    response: k.listEnvelope(bulkDownload),
  },
  download: {
    params: {
      type: 'object',
      properties: { bulkDownloadId: { type: 'string', maxLength: 20 } },
      required: ['bulkDownloadId'],
    },
  },
} as const;

type Calls = typeof bulkDownloadSchemas;
export type BulkDownload = DataOf<Calls['create']>;
export type BulkDownloadRequest = BodyOf<Calls['create']>;
export type BulkDownloadIdRequest = BodyOf<Calls['getBulkDownloadById']>;

export const bulkDownloadController = controllerOf<typeof bulkDownloadSchemas>(BULK_DOWNLOAD_PREFIX);
