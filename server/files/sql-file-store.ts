import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFile, storedFilePart } from '../db/schema/file';
import type { FileStore, StoredFileInfo, StreamedContent } from './file-store';
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

  /** The parts of a file written as a stream, one at a time, in order. */
  async function* partChunks(fileId: string): AsyncGenerator<Buffer> {
    for (let partNo = 0; ; partNo++) {
      const [row] = await db
        .select({ content: storedFilePart.content })
        .from(storedFilePart)
        .where(and(eq(storedFilePart.fileId, fileId), eq(storedFilePart.partNo, partNo)));
      if (!row) return;
      yield row.content;
    }
  }

  async function stream(fileId: string): Promise<Readable | undefined> {
    const [row] = await db
      .select({
        inTable: sql<number | null>`octet_length(${storedFile.content})`,
        // Written out: drizzle names a one-table select's columns bare, which the subquery would misread.
        inParts: sql<boolean>`exists (select 1 from stored_file_part part where part.file_id = ${fileId}::uuid)`,
      })
      .from(storedFile)
      .where(eq(storedFile.fileId, fileId));
    if (!row) return undefined;
    if (row.inTable !== null) return Readable.from(tableChunks(fileId, Number(row.inTable)));
    if (row.inParts) return Readable.from(partChunks(fileId));
    if (!bucket) throw new Error(`stored file ${fileId} is in a bucket, and FILE_STORE_URL names none`);
    return bucket.read(fileId);
  }

  async function* contents(fileIds: readonly string[]) {
    if (fileIds.length === 0) return;
    const sizes = await db
      .select({ fileId: storedFile.fileId, inTable: sql<number | null>`octet_length(${storedFile.content})` })
      .from(storedFile)
      .where(inArray(storedFile.fileId, [...fileIds]));
    const inTable = new Map(
      sizes.map((row) => [row.fileId, row.inTable === null ? null : Number(row.inTable)]),
    );
    // Runs of small files in the table, each run ~1 MB: one statement reads a run.
    let run: string[] = [];
    let runBytes = 0;
    const readRun = async () => {
      const rows = run.length
        ? await db
            .select({ fileId: storedFile.fileId, content: storedFile.content })
            .from(storedFile)
            .where(inArray(storedFile.fileId, run))
        : [];
      run = [];
      runBytes = 0;
      return new Map(rows.map((row) => [row.fileId, row.content]));
    };
    let read = new Map<string, Buffer | null>();
    for (const [i, fileId] of fileIds.entries()) {
      if (!inTable.has(fileId)) throw new Error(`stored file ${fileId} is missing`);
      const size = inTable.get(fileId);
      if (size === null || size === undefined || size > CHUNK_BYTES) {
        const content = await stream(fileId);
        if (!content) throw new Error(`stored file ${fileId} is missing`);
        yield { fileId, content };
        continue;
      }
      if (!read.has(fileId)) {
        // Read ahead: this file and the small ones after it, up to ~1 MB.
        for (const next of fileIds.slice(i)) {
          const nextSize = inTable.get(next);
          if (nextSize === null || nextSize === undefined || nextSize > CHUNK_BYTES) break;
          if (run.length > 0 && runBytes + nextSize > CHUNK_BYTES) break;
          run.push(next);
          runBytes += nextSize;
        }
        read = await readRun();
      }
      const content = read.get(fileId);
      if (!content) throw new Error(`stored file ${fileId} was deleted while it was read`);
      yield { fileId, content };
    }
  }

  async function writeParts(content: AsyncIterable<Uint8Array>): Promise<StreamedContent> {
    const fileId = randomUUID();
    const hash = createHash('sha256');
    let sizeBytes = 0;
    let partNo = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const part = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await db.insert(storedFilePart).values({ fileId, partNo: partNo++, content: part });
    };
    for await (const chunk of content) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    await flush();
    return { fileId, sizeBytes, sha256: hash.digest('hex') };
  }

  return {
    async put(tx, file) {
      if (!Buffer.isBuffer(file.content)) {
        const streamed = file.content;
        const [inserted] = await tx
          .insert(storedFile)
          .values({
            fileId: streamed.fileId,
            ownerCustomerCode: file.ownerCustomerCode,
            purpose: file.purpose,
            originalName: file.originalName,
            downloadName: file.downloadName,
            contentType: file.contentType,
            sizeBytes: streamed.sizeBytes,
            sha256: streamed.sha256,
            content: null,
            createBy: file.createBy,
          })
          .returning(infoColumns);
        return inserted!;
      }
      const content = file.content;
      const fileId = file.fileId ?? randomUUID();
      // A file id given twice keeps the first file (seed files): its object is not overwritten.
      const existing = file.fileId ? await info(fileId, tx) : undefined;
      if (existing) return existing;
      if (bucket) await bucket.write(fileId, content);
      const [inserted] = await tx
        .insert(storedFile)
        .values({
          fileId,
          ownerCustomerCode: file.ownerCustomerCode,
          purpose: file.purpose,
          originalName: file.originalName,
          downloadName: file.downloadName,
          contentType: file.contentType,
          sizeBytes: content.length,
          imageWidth: file.imageWidth ?? null,
          imageHeight: file.imageHeight ?? null,
          sha256: sha256Hex(content),
          content: bucket ? null : content,
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
    contents,
    writeParts,
    async sweepParts(before) {
      const swept = await db
        .delete(storedFilePart)
        .where(
          and(
            lt(storedFilePart.createDtm, before),
            sql`not exists (select 1 from stored_file f where f.file_id = stored_file_part.file_id)`,
          ),
        )
        .returning({ fileId: storedFilePart.fileId });
      return swept.length;
    },
    async delete(tx, fileId) {
      // The object, if any, stays: a rolled-back delete must still find its bytes.
      await tx.delete(storedFilePart).where(eq(storedFilePart.fileId, fileId));
      const rows = await tx
        .delete(storedFile)
        .where(eq(storedFile.fileId, fileId))
        .returning({ fileId: storedFile.fileId });
      return rows.length > 0;
    },
  };
}
