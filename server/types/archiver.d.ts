// archiver has no types of its own here (@types/archiver is not installed): what the bulk
// download uses of it (server/modules/document/bulk-download/zip-writer.ts), nothing more.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface EntryData {
    name: string;
    /** Kept as it is, not deflated (PDFs are compressed already). */
    store?: boolean;
    date?: Date;
  }

  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    /** Bytes written so far. */
    pointer(): number;
  }

  interface ArchiverOptions {
    zlib?: { level?: number };
    store?: boolean;
    forceZip64?: boolean;
  }

  function archiver(format: 'zip', options?: ArchiverOptions): Archiver;
  export default archiver;
}
