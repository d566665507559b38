import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { assertChannelName, listenOnPostgres, type ListenHandlers } from './pg-listen';
import { schema } from './schema';

/** The one typed query layer: the same Drizzle API over PGlite or a real PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations); no parameters. */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` while holding a session-level advisory lock named `key`, taken on a connection
   * of its own: every other process sharing the database waits at the same call until `work`
   * ends (server/db/prepare.ts: migrations and seeding). PGlite has one process: runs `work`.
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (a plain lower-case name) and hands each payload to `message`. On
   * PostgreSQL the listening connection is its own; when it is lost it is opened again and
   * `gap` runs, since what was sent meanwhile is gone. Returns the stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data dir as a tarball, to clone a prepared database quickly. */
  dumpDataDir?: () => Promise<Blob | File>;
}

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir dump (tests clone a prepared database instead of creating one). */
  loadDataDir?: Blob | File;
}

/** PostgreSQL's type oid of bytea. */
const BYTEA_OID = 17;

/**
 * PGlite passes parameters and results as text, and its own bytea conversion goes byte by byte
 * in JavaScript (a string per byte): some 2 ms each way for an 18 KB PDF, the largest single
 * cost of storing a generated document (docs/documents.md, "Generation speed"). Node's hex codec
 * does the same conversion natively; results come back as Buffers, as they do from pg.
 */
const byteaAsHex = {
  serializers: {
    [BYTEA_OID]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA_OID]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/**
 * PGlite's PostgreSQL starts with its default shared_buffers of 128 MB, and the whole buffer pool
 * is resident from the start (WebAssembly memory is zeroed and kept): ~120 MB of the server's idle
 * RSS (docs/memory.md). 16 MB holds the hot pages of a list or a search (its indexes and the page
 * of rows); the rest of a large table is read through the operating system's file cache, which
 * other processes may use when the server does not. The price, measured: a document search over
 * 200,000 documents costs ~1.7 ms more CPU (13.4 ms, 11.7 at 128 MB); generation no more.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Substring search's trigram indexes (migration 0089): whoever opens a data dir loads it. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: OpenDbOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that fails (server restart, a dropped test database) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (script) => {
        const conn = await pool.connect();
        try {
          await conn.query(script);
        } catch (error) {
          await conn.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          conn.release();
        }
      },
      exclusive: async (key, work) => {
        const conn = await pool.connect();
        let broken: Error | undefined;
        try {
          await conn.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
          return await work();
        } finally {
          // A connection that cannot unlock is dropped: its session ends, and the lock with it.
          await conn
            .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
            .catch((error: Error) => {
              broken = error;
            });
          conn.release(broken);
        }
      },
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl!, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
    ...byteaAsHex,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    exclusive: (_key, work) => work(),
    listen: async (channel, handlers) => {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, handlers.message);
      return () => unlisten();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}
