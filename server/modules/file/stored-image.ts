import { createHash, randomUUID } from 'node:crypto';
import type { FilePurpose } from '../../../contract/file';
import type { NewStoredFile } from './file-repository';
import { cleanOriginalName, downloadNameOf } from './file-names';
import type { ImageInfo } from './image-type';

export interface ImageFileInput {
  content: Buffer;
  image: ImageInfo;
  purpose: FilePurpose;
  originalName: string | undefined;
  createBy: string;
  /** Who may read it; null for files that are not a customer's (landing images). */
  ownerCustomerCode?: string | null;
  /** Seed files pass one made from their bytes; uploads get a random one. */
  fileId?: string;
}

export const sha256Hex = (content: Buffer): string => createHash('sha256').update(content).digest('hex');

export type ImageFileRow = NewStoredFile & { fileId: string };

/** The stored_file row of a checked image (type and size come from the content, not the client). */
export function imageFileRow(input: ImageFileInput): ImageFileRow {
  const fileId = input.fileId ?? randomUUID();
  return {
    fileId,
    ownerCustomerCode: input.ownerCustomerCode ?? null,
    purpose: input.purpose,
    originalName: cleanOriginalName(input.originalName),
    downloadName: downloadNameOf(input.purpose, fileId, input.image.extension),
    contentType: input.image.contentType,
    sizeBytes: input.content.length,
    imageWidth: input.image.width,
    imageHeight: input.image.height,
    sha256: sha256Hex(input.content),
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
  const h = sha256Hex(content);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
