import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '../../../contract/file';
import { unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { receiveFile, uploadText } from '../../http/receive-file';
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
 * Reads the one file of a multipart upload (receive-file.ts: ≤ 5 MB, one file) and checks it: a
 * PNG, JPEG or WebP by its content whatever its name or declared type (415), at most 8000 pixels
 * a side.
 */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  const received = await receiveFile(request);
  const image = inspectImage(received.content);
  if (!image) throw unsupportedType(say(request, uploadText.wrongType));
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(request, fileText.tooManyPixels) }]);
  }
  return { content: received.content, originalName: received.originalName, image };
}
