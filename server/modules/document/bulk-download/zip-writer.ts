// A zip written as a stream: entries are added one at a time, each read from its own stream, and
// the zip's bytes flow out as they are made — a zip of 10,000 documents never sits in memory.
// archiver (with zip-stream) is loaded with the first zip: never on the server's start path.
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { lazy } from '../../../lazy';

const loadArchiver = lazy(async () => (await import('archiver')).default);

export interface ZipWriter {
  /** The zip's bytes, to be read while entries are added (backpressure pauses the entries). */
  readonly output: AsyncIterable<Uint8Array>;
  /** Adds one entry and waits until it is written; `store`: not deflated. */
  add(name: string, content: Buffer | Readable, store: boolean): Promise<void>;
  /** Writes the central directory and ends `output`. */
  finish(): Promise<void>;
  /** Stops the zip: `output` ends with an error. */
  abort(reason: unknown): void;
}

export async function zipWriter(): Promise<ZipWriter> {
  const archiver = await loadArchiver();
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  archive.on('error', fail);
  // archiver warns of a missing file or a stat error: for us, as fatal as an error.
  archive.on('warning', fail);
  const check = () => {
    if (failure) throw failure;
  };
  return {
    output: archive,
    async add(name, content, store) {
      check();
      const written = once(archive, 'entry');
      archive.append(content, { name, store });
      await written;
      check();
    },
    async finish() {
      await archive.finalize();
      check();
    },
    abort(reason) {
      const error = reason instanceof Error ? reason : new Error(String(reason));
      fail(error);
      archive.abort();
      archive.destroy(error);
    },
  };
}
