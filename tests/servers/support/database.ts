// The fresh database of the current test file (tests/servers/setup.ts makes and drops it).
import { inject } from 'vitest';
import { createDatabase } from './pg-cluster';

let current: { url: string; drop(): Promise<void> } | undefined;

/** Called by tests/servers/setup.ts before the file's tests. */
export async function createFileDatabase(): Promise<void> {
  current = await createDatabase(inject('serversAdminUrl'));
}

export async function dropFileDatabase(): Promise<void> {
  await current?.drop();
  current = undefined;
}

/** postgres://… of this file's own database: empty until a server migrates it. */
export function fileDatabaseUrl(): string {
  if (!current) throw new Error('The file database is made in beforeAll: use it inside hooks and tests');
  return current.url;
}
