import { CACHES, Cache } from '../../cache/caches';
import type { StoredFileInfo } from '../../files/file-store';

/** What a public download needs: the file's description and its bytes. */
export type PublicFile = Pick<StoredFileInfo, 'fileId' | 'contentType' | 'downloadName' | 'sha256'> & {
  content: Buffer;
};

/**
 * Public files (landing images) kept in this process after their first download, bounded by
 * their total bytes (CACHES.publicFiles). No expiry: a file's bytes never change under its id
 * (there is no call that rewrites a file; a new picture is a new upload with a new id).
 */
export const createPublicFileCache = () =>
  new Cache<PublicFile>(CACHES.publicFiles, (file) => Math.max(1, file.content.length));
