import type { Readable } from 'node:stream';
import type { FilePurpose } from '../../contract/file';
import type { Db } from '../db/client';

/** What is known of a stored file besides its bytes. */
export interface StoredFileInfo {
  fileId: string;
  /** Who may read it; null for files that are no customer's (landing images). */
  ownerCustomerCode: string | null;
  purpose: FilePurpose;
  originalName: string;
  /** The server-made name a download is given. */
  downloadName: string;
  contentType: string;
  sizeBytes: number;
  imageWidth: number | null;
  imageHeight: number | null;
  sha256: string;
  createDtm: Date;
  createBy: string;
}

export interface NewFile {
  /** A fresh random id unless given (seed files pass one made from their bytes). */
  fileId?: string;
  ownerCustomerCode: string | null;
  purpose: FilePurpose;
  originalName: string;
  downloadName: string;
  contentType: string;
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** The bytes, or a file already written as a stream by `writeParts` (its fileId too). */
  content: Buffer | StreamedContent;
  createBy: string;
}

/** A file's bytes written as a stream (`writeParts`): `put` then records it under this id. */
export interface StreamedContent {
  fileId: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Where file bytes live, by id, with their owner and purpose: uploads, imported workbooks,
 * generated PDFs and XML. Nothing else reads or writes file bytes. Today's implementation is the
 * stored_file table (./sql-file-store.ts); another (a bucket, a disk) can take its place here.
 *
 * Writes take the transaction of the change that refers to the file, so that a failed change
 * leaves no orphan file behind.
 */
export interface FileStore {
  /** Stores the bytes; an id that exists already is left as it is (same id, same bytes). */
  put(tx: Db, file: NewFile): Promise<StoredFileInfo>;
  /** The file's description, without reading its bytes; undefined when unknown. */
  info(fileId: string, db?: Db): Promise<StoredFileInfo | undefined>;
  /** All the bytes at once (small files: images, one PDF). */
  bytes(fileId: string): Promise<Buffer | undefined>;
  /** The bytes as a stream (large files: a download, an import read row by row). */
  stream(fileId: string): Promise<Readable | undefined>;
  /**
   * Writes a large file's bytes from a stream in parts of about 1 MB, each in its own statement
   * (a zip of thousands of documents: neither the process nor one statement holds it whole).
   * Nothing names them until `put` records the file with `content` = the answer, in the
   * transaction of the change that refers to it; parts never recorded are swept after a day.
   */
  writeParts(content: AsyncIterable<Uint8Array>): Promise<StreamedContent>;
  /**
   * Several files' bytes one after the other, in the order asked (a zip of thousands): small
   * files in the table come many to a statement, about 1 MB at a time; the others as streams.
   * Throws for an id without a file.
   */
  contents(fileIds: readonly string[]): AsyncGenerator<{ fileId: string; content: Buffer | Readable }>;
  /** Removes the parts of streams that were never recorded and are older than `before`. */
  sweepParts(before: Date): Promise<number>;
  /** Removes the file; false when there was none. */
  delete(tx: Db, fileId: string): Promise<boolean>;
}
