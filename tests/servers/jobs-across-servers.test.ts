// Several real server processes on one PostgreSQL: jobs outlive a lease, a killed server's work
// is taken over, and a worker-only process runs the jobs a web-only one enqueues (issue 30).
import { describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from './support/database';
import { startServer } from './support/server-process';

describe('servers on one database', () => {
  it('two servers started one after the other both answer', async () => {
    const first = await startServer({ databaseUrl: fileDatabaseUrl() });
    const second = await startServer({ databaseUrl: fileDatabaseUrl() });
    for (const server of [first, second]) {
      const answer = await fetch(`${server.url}/api/commonController/check-api`);
      expect(await answer.json()).toMatchObject({ data: { service: 'UP', database: 'UP' } });
    }
    expect(first.url).not.toBe(second.url);
  });
});
