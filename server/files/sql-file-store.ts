import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFile } from '../db/schema/file';
import type { FileStore, StoredFileInfo } from './file-store';
import type { FileBucket } from './s3-bucket';

const { content: _content, ...infoColumns } = getTableColumns(storedFile);

export const sha256Hex = (content: Buffer): string => createHash('sha256').update(content).digest('hex');

/** A download never holds a whole file of the table. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * The FileStore on the stored_file table: every process sharing the database sees every file,
 * and a file's row commits or rolls back with the change that stores it. The bytes live in the
 * row (bytea), or, given a bucket (FILE_STORE_URL), in the bucket under the file id — written
 * before the row, so a rolled-back change leaves an object no row names, never a row without
 * its bytes. Rows written before the bucket keep their bytes in the table and are read there.
 */
export function createSqlFileStore(db: Db, bucket?: FileBucket): FileStore {
  async function info(fileId: string, from: Db = db): Promise<StoredFileInfo | undefined> {
    const [row] = await from.select(infoColumns).from(storedFile).where(eq(storedFile.fileId, fileId));
    return row;
  }

  /** The bytes in the table, read 1 MB at a time. */
  async function* tableChunks(fileId: string, size: number): AsyncGenerator<Buffer> {
    const part = (at: number) =>
      sql<Buffer>`substring(${storedFile.content} from ${at + 1} for ${CHUNK_BYTES})`.mapWith(
        storedFile.content,
      );
    for (let at = 0; at < size; at += CHUNK_BYTES) {
      const [row] = await db
        .select({ part: part(at) })
        .from(storedFile)
        .where(eq(storedFile.fileId, fileId));
      if (!row) throw new Error(`stored file ${fileId} was deleted while it was read`);
      yield row.part;
    }
  }

  async function stream(fileId: string): Promise<Readable | undefined> {
    const [row] = await db
      .select({ inTable: sql<number | null>`octet_length(${storedFile.content})` })
      .from(storedFile)
      .where(eq(storedFile.fileId, fileId));
    if (!row) return undefined;
    if (row.inTable !== null) return Readable.from(tableChunks(fileId, Number(row.inTable)));
    if (!bucket) throw new Error(`stored file ${fileId} is in a bucket, and FILE_STORE_URL names none`);
    return bucket.read(fileId);
  }

  return {
    async put(tx, file) {
      const fileId = file.fileId ?? randomUUID();
      // A file id given twice keeps the first file (seed files): its object is not overwritten.
      const existing = file.fileId ? await info(fileId, tx) : undefined;
      if (existing) return existing;
      if (bucket) await bucket.write(fileId, file.content);
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
          content: bucket ? null : file.content,
          createBy: file.createBy,
        })
        .onConflictDoNothing({ target: storedFile.fileId })
        .returning(infoColumns);
      const stored = inserted ?? (await info(fileId, tx));
      if (!stored) throw new Error(`stored file ${fileId} is missing after its insert`);
      return stored;
    },
    info,
    async bytes(fileId) {
      const content = await stream(fileId);
      return content && buffer(content);
    },
    stream,
    async delete(tx, fileId) {
      // The object, if any, stays: a rolled-back delete must still find its bytes.
      const rows = await tx
        .delete(storedFile)
        .where(eq(storedFile.fileId, fileId))
        .returning({ fileId: storedFile.fileId });
      return rows.length > 0;
    },
  };
}
