// Files of the API contract (docs/api-contract.md, "Files"), under
// /api/app/fileController/. Types and values for the web app and the server; the upload's JSON
// schema is at the bottom (the download is a GET with the id in the path).

import { int, object, okEnvelope, oneOf, str } from './schema-kit';
import type { DataOf } from './schema-kit';

export const FILE_PREFIX = '/api/app/fileController';

/** GET: the bytes of one file (an <img src> for landing images, an attachment for the rest). */
export function fileDownloadUrl(fileId: string): string {
  return `${FILE_PREFIX}/downloadFileById/${encodeURIComponent(fileId)}`;
}

/** What a stored file is for. Landing images are public; every other purpose is private. */
export type FilePurpose =
  | 'LANDING_IMAGE'
  | 'CUSTOMER_UPLOAD'
  | 'DOCUMENT_PDF'
  | 'DOCUMENT_XML'
  | 'TICKET_ATTACHMENT'
  /** A customer's PDF form of a PDF template, and what generatePdf / generateCollection make of it. */
  | 'PDF_TEMPLATE_FORM'
  | 'PDF_TEMPLATE_OUTPUT'
  /** The pack of a month's signed XMLs as filed with the Revenue Department (docs/rd-filing.md). */
  | 'RD_SUBMISSION_PACK'
  /** The zip of a document search's PDFs and XMLs (docs/bulk-download.md): its requester's only. */
  | 'BULK_DOWNLOAD';
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['LANDING_IMAGE'];

/** Upload limit of every file (spec §5): 'ไฟล์ขนาดต้องไม่เกิน 5 MB'. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Image types accepted by `upload`, checked by CONTENT (magic bytes), never by the name or the
 * browser's type. SVG is refused: it can carry script.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** For <input type="file" accept=…>; the server checks the content anyway. */
export const ACCEPTED_IMAGE_EXTENSIONS = '.png,.jpg,.jpeg,.webp';

/**
 * POST upload (ADMIN, multipart/form-data, one part named `file`) → this: the id, the type found
 * in the content, the size, and the pixel size (so a page can reserve the image's space before
 * it loads). Failures: 413 FILE_TOO_LARGE 'ไฟล์ขนาดต้องไม่เกิน 5 MB'; 415 FILE_TYPE 'ชนิดไฟล์ไม่ถูกต้อง'.
 */
export type UploadedFile = DataOf<(typeof fileSchemas)['upload']>;

/** The name of the multipart part that holds the file. */
export const UPLOAD_FIELD = 'file';

export const fileSchemas = {
  upload: {
    consumes: ['multipart/form-data'],
    response: okEnvelope(
      object({
        fileId: str,
        contentType: oneOf(ACCEPTED_IMAGE_TYPES),
        fileSize: int,
        imageWidth: int,
        imageHeight: int,
      }),
    ),
  },
  downloadFileById: {
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['fileId'],
      properties: { fileId: { type: 'string', maxLength: 100 } },
    },
  },
} as const;
