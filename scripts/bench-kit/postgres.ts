// The bench kit's PostgreSQL: a scratch database on the loopback server of DATABASE_URL, made for
// one run and dropped after it, whatever the run did.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `run` with the URL of a fresh database on `databaseUrl`'s server (loopback only). */
export async function withScratchDatabase<T>(
  databaseUrl: string,
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error('DATABASE_URL must be on loopback');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs `load` with a client connected to `url`, closed after. */
export async function withClient<T>(url: string, load: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await load(client);
  } finally {
    await client.end();
  }
}
