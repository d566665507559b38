import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../contract/file';
import { AppError, tooLarge, validationFailed } from './errors';
import { say } from './language';
import uploadText from './upload-text.json';

// Texts of the upload errors in Thai (default) and English; the Thai ones are the spec's (§5, §8).
export { uploadText };

export interface ReceivedFile {
  content: Buffer;
  /** As the browser named it: for display only (see file-names.ts). */
  originalName: string;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
}

/** @fastify/multipart's own limit errors: the error handler answers them (413 / 415). */
const LIMIT_ERRORS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Reads a multipart upload: exactly one file part named `file` and any text fields. The busboy
 * limit stops reading at 5 MB, so a larger body is never held in memory (413 FILE_TOO_LARGE); a
 * second file, a body cut short or a multipart type without a boundary answer 400 on `file`.
 * What the file is, is for the caller to check by its content.
 */
export async function receiveFile(request: FastifyRequest): Promise<ReceivedFile> {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && LIMIT_ERRORS.has(code)) throw error;
    const text = code === 'FST_FILES_LIMIT' ? uploadText.oneFileOnly : uploadText.malformedBody;
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, text) }]);
  }
}

/**
 * A file over the limit is cut and marked `truncated` rather than thrown, so that it is answered
 * with the spec's text. (`throwFileSizeLimit` works per call, though the types list it only for
 * the plugin: hence a variable rather than a literal.)
 */
const PART_OPTIONS = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: false };

async function readParts(request: FastifyRequest): Promise<ReceivedFile> {
  let file: { content: Buffer; originalName: string } | undefined;
  const fields: Record<string, string> = {};
  // Every part is read, so that a second file is refused rather than silently dropped.
  for await (const part of request.parts(PART_OPTIONS)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (file || part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      const text = file ? uploadText.oneFileOnly : uploadText.fileRequired;
      throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, text) }]);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge(say(request, uploadText.tooLarge));
    file = { content: Buffer.concat(chunks), originalName: part.filename };
  }
  if (!file)
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, uploadText.fileRequired) }]);
  return { ...file, fields };
}
