import type { StoredFileInfo } from '../../files/file-store';

/** What a public download needs: the file's description and its bytes. */
export type PublicFile = Pick<StoredFileInfo, 'fileId' | 'contentType' | 'downloadName' | 'sha256'> & {
  content: Buffer;
};

// Landing images are ~5–20 KB each; 16 MB keeps hundreds of them.
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Public files (landing images) kept in this process after their first download.
 *
 * Why no expiry: a file's bytes never change under its id (there is no call that rewrites a
 * file; a new picture is a new upload with a new id), so an entry can never be stale. It is
 * bounded by total size and drops the least recently used entry first.
 */
export class PublicFileCache {
  private readonly entries = new Map<string, PublicFile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number = MAX_BYTES) {}

  get(fileId: string): PublicFile | undefined {
    const hit = this.entries.get(fileId);
    if (hit) {
      // Re-insert: Maps iterate in insertion order, so the first entry is the least recently used.
      this.entries.delete(fileId);
      this.entries.set(fileId, hit);
    }
    return hit;
  }

  set(file: PublicFile): void {
    if (file.content.length > this.maxBytes || this.entries.has(file.fileId)) return;
    while (this.bytes + file.content.length > this.maxBytes) {
      const oldest = this.entries.values().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value.fileId);
      this.bytes -= oldest.value.content.length;
    }
    this.entries.set(file.fileId, file);
    this.bytes += file.content.length;
  }
}
