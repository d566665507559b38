import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Expired rows removed by one count, at most: a count adds one row, so they never pile up. */
const SWEEP_BATCH = 100;

interface Count {
  current: number;
  ttl: number;
}

/**
 * One try on `key` in a window of `windowMs`, counted in the database so that every server
 * sharing it counts together. The upsert is atomic: tries at the same moment on two servers get
 * two different counts. On the way, expired rows of other keys go (SKIP LOCKED: two servers
 * sweeping at once never wait on each other).
 */
async function countTry(db: Db, key: string, windowMs: number): Promise<Count> {
  const result: unknown = await db.execute(sql`
    WITH swept AS (
      DELETE FROM rate_limit_counter WHERE key IN (
        SELECT key FROM rate_limit_counter
        WHERE window_ends_at < now() AND key <> ${key}
        ORDER BY window_ends_at LIMIT ${SWEEP_BATCH}
        FOR UPDATE SKIP LOCKED))
    INSERT INTO rate_limit_counter AS c (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
    RETURNING c.hits AS current,
      ceil(extract(epoch FROM c.window_ends_at - now()) * 1000)::integer AS ttl`);
  // Both drivers answer { rows }; the shared Db type leaves the raw result unknown.
  const [row] = (result as { rows: Count[] }).rows;
  return { current: Number(row!.current), ttl: Number(row!.ttl) };
}

/**
 * @fastify/rate-limit's store on the database (docs/several-servers.md): a limit holds across
 * every server, not per process. Each route counts apart (its method and URL start the key).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin makes the first one with `new store(options)`; the options are not needed here.
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      countTry(db, `${this.route}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the route comes as `routeInfo` of the merged options (not as the typings say).
      const { method, url } =
        (routeOptions as { routeInfo?: { method: unknown; url: unknown } }).routeInfo ?? routeOptions;
      return new DatabaseStore(undefined, `${String(method)} ${String(url)} `);
    }
  }
  return DatabaseStore;
}
