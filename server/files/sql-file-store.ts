import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFile } from '../db/schema/file';
import type { FileStore, StoredFileInfo } from './file-store';

const { content: _content, ...infoColumns } = getTableColumns(storedFile);

export const sha256Hex = (content: Buffer): string => createHash('sha256').update(content).digest('hex');

/**
 * The FileStore on the stored_file table (bytea): every process sharing the database sees every
 * file, and a file commits or rolls back with the change that stores it. Fine for the product's
 * files (≤ 5 MB uploads, PDFs of a few hundred KB); the seam lets a bucket take over later.
 */
export function createSqlFileStore(db: Db): FileStore {
  async function info(fileId: string, from: Db = db): Promise<StoredFileInfo | undefined> {
    const [row] = await from.select(infoColumns).from(storedFile).where(eq(storedFile.fileId, fileId));
    return row;
  }

  async function bytes(fileId: string): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ content: storedFile.content })
      .from(storedFile)
      .where(eq(storedFile.fileId, fileId));
    return row?.content;
  }

  return {
    async put(tx, file) {
      const fileId = file.fileId ?? randomUUID();
      const [inserted] = await tx
        .insert(storedFile)
        .values({
          fileId,
          ownerCustomerCode: file.ownerCustomerCode,
          purpose: file.purpose,
          originalName: file.originalName,
          downloadName: file.downloadName,
          contentType: file.contentType,
          sizeBytes: file.content.length,
          imageWidth: file.imageWidth ?? null,
          imageHeight: file.imageHeight ?? null,
          sha256: sha256Hex(file.content),
          content: file.content,
          createBy: file.createBy,
        })
        .onConflictDoNothing({ target: storedFile.fileId })
        .returning(infoColumns);
      // A file id given twice keeps the first file (no row comes back): read what is stored.
      const stored = inserted ?? (await info(fileId, tx));
      if (!stored) throw new Error(`stored file ${fileId} is missing after its insert`);
      return stored;
    },
    info,
    bytes,
    async stream(fileId) {
      const content = await bytes(fileId);
      return content === undefined ? undefined : Readable.from([content]);
    },
    async delete(tx, fileId) {
      const rows = await tx
        .delete(storedFile)
        .where(eq(storedFile.fileId, fileId))
        .returning({ fileId: storedFile.fileId });
      return rows.length > 0;
    },
  };
}
