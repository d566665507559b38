import { createHash } from 'node:crypto';
import type { FilePurpose } from '../../../contract/file';
import type { NewFile } from '../../files/file-store';
import { cleanOriginalName, downloadNameOf } from '../../files/file-names';
import type { ImageInfo } from './image-type';

export interface ImageFileInput {
  content: Buffer;
  image: ImageInfo;
  purpose: FilePurpose;
  originalName: string | undefined;
  createBy: string;
  /** Who may read it; null for files that are not a customer's (landing images). */
  ownerCustomerCode?: string | null;
  /** Seed files pass one made from their bytes (contentUuid); uploads a random one. */
  fileId: string;
}

/** The file of a checked image, for the FileStore (type and size come from the content, not the client). */
export function imageFile(input: ImageFileInput): NewFile {
  return {
    fileId: input.fileId,
    ownerCustomerCode: input.ownerCustomerCode ?? null,
    purpose: input.purpose,
    originalName: cleanOriginalName(input.originalName),
    downloadName: downloadNameOf(input.purpose, input.fileId, input.image.extension),
    contentType: input.image.contentType,
    imageWidth: input.image.width,
    imageHeight: input.image.height,
    content: input.content,
    createBy: input.createBy,
  };
}

/**
 * A stable UUID made from the bytes (SHA-256, version nibble 8 = "custom", RFC 9562): seeding
 * the same picture twice gives the same id, a changed picture a new id — so the year-long
 * immutable cache of public images can never serve an old picture under a reused id.
 */
export function contentUuid(content: Buffer): string {
  const h = createHash('sha256').update(content).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
