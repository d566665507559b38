import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../../contract/file';
import { AppError, tooLarge, unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { inspectImage, type ImageInfo } from './image-type';
import { fileText } from './messages';

/** Larger pictures are of no use on a web page and cost every visitor's browser memory. */
const MAX_IMAGE_SIDE = 8000;

export interface ReceivedImage {
  content: Buffer;
  image: ImageInfo;
  originalName: string;
}

/** @fastify/multipart's own limit errors: the error handler answers them (413 / 415). */
const LIMIT_ERRORS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Reads the one file of a multipart upload and checks it: at most 5 MB (413), a PNG, JPEG or
 * WebP by its content whatever its name or declared type (415). The busboy limit stops reading
 * at 5 MB, so a larger body is never held in memory. A second file, a body cut short or a
 * multipart type without a boundary answer 400 on the `file` field.
 */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  try {
    return await readOneImage(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && LIMIT_ERRORS.has(code)) throw error;
    const text = code === 'FST_FILES_LIMIT' ? fileText.oneFileOnly : fileText.malformedBody;
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, text) }]);
  }
}

async function readOneImage(request: FastifyRequest): Promise<ReceivedImage> {
  let received: { content: Buffer; originalName: string } | undefined;
  // Every file part is read, so that a second file is refused rather than silently dropped.
  for await (const part of request.files({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
    throwFileSizeLimit: false,
  })) {
    if (received || part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw validationFailed([
        {
          key: UPLOAD_FIELD,
          description: say(request, received ? fileText.oneFileOnly : fileText.fileRequired),
        },
      ]);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw tooLarge(say(request, fileText.tooLarge));
    received = { content: Buffer.concat(chunks), originalName: part.filename };
  }
  if (!received)
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, fileText.fileRequired) }]);
  const image = inspectImage(received.content);
  if (!image) throw unsupportedType(say(request, fileText.wrongType));
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, fileText.tooManyPixels) }]);
  }
  return { ...received, image };
}
