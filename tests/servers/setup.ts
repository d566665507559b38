// Per file: a fresh, empty database before the tests; every started server killed and the
// database dropped after them.
import { afterAll, beforeAll } from 'vitest';
import { createFileDatabase, dropFileDatabase } from './support/database';
import { stopAllServers } from './support/server-process';

beforeAll(createFileDatabase);
afterAll(async () => {
  await stopAllServers();
  await dropFileDatabase();
});
