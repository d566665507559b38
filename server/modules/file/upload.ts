import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../../contract/file';
import { tooLarge, unsupportedType, validationFailed } from '../../http/errors';
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

/**
 * Reads the one file of a multipart upload and checks it: at most 5 MB (413), a PNG, JPEG or
 * WebP by its content whatever its name or declared type (415). The busboy limit stops reading
 * at 5 MB, so a larger body is never held in memory.
 */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, fileText.fileRequired) }]);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge(say(request, fileText.tooLarge));
  const content = Buffer.concat(chunks);
  const image = inspectImage(content);
  if (!image) throw unsupportedType(say(request, fileText.wrongType));
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, fileText.tooManyPixels) }]);
  }
  return { content, image, originalName: part.filename };
}
