// A committed change empties the caches of every server on the database at once, not after
// their lifetime (server/db/change-feed.ts). Two apps on one database stand for two servers; the
// real processes are in tests/servers/shared-state.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDeps } from '../../server/create-deps';
import { useAdminApp } from './support/app-per-file';
import { post } from './support/master-data';
import type { TestApp } from './support/test-app';

const { t, admin } = useAdminApp();
let other: TestApp;

beforeAll(async () => {
  const deps = createDeps(t.deps.config, t.deps.database);
  other = { app: await buildApp(deps), deps, close: () => other.app.close() };
  await t.deps.changes.start();
  await other.deps.changes.start();
});
afterAll(async () => {
  await other.deps.changes.stop();
  await t.deps.changes.stop();
  await other.close();
});

const codesOn = async (server: TestApp, listboxGroup: string) =>
  ((await post(server, 'listboxByGroup', { listboxGroup })).json().data as { code: string }[]).map(
    (o) => o.code,
  );

const saveItem = (code: string, extra: Record<string, unknown> = {}) =>
  post(
    t,
    'saveListBoxMaster',
    {
      listboxGroupCode: 'CUSTOMER_TYPE',
      code,
      nameTh: code,
      nameEn: code,
      seq: 9,
      status: 'ACTIVE',
      ...extra,
    },
    { as: admin },
  );

/** Polls `check` until it holds; answers how long that took, or throws at the deadline. */
async function msUntil(check: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    // Lets the notice in: a check that needs no I/O would otherwise never give way to it.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return performance.now() - start;
}

describe('change feed', () => {
  it("shows a master-data save on one server in the other's cached look-ups within 200 ms", async () => {
    expect(await codesOn(other, 'CUSTOMER_TYPE')).toEqual(['JURISTIC', 'INDIVIDUAL']);
    expect((await saveItem('FEED_A')).statusCode).toBe(200);
    const elapsed = await msUntil(
      async () => (await codesOn(other, 'CUSTOMER_TYPE')).includes('FEED_A'),
      200,
    );
    expect(elapsed).toBeLessThan(200);
  });

  it('tells the other servers only of committed changes', async () => {
    let heard = 0;
    const stop = other.deps.changes.on('master-data', () => (heard += 1));
    try {
      // A stale version is refused: the transaction rolls back, and its notice with it.
      expect((await saveItem('FEED_A', { version: 99 })).statusCode).toBe(409);
      expect((await saveItem('FEED_B')).statusCode).toBe(200);
      await msUntil(() => heard > 0, 1000);
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });
});
