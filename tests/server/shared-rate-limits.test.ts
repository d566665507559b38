// Rate limits counted in the database (several servers count the same tries) and keyed by the
// client's address, which X-Forwarded-For gives only through the proxies TRUST_PROXY names
// (docs/several-servers.md). Two apps on one database stand for two servers.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { createDeps } from '../../server/create-deps';
import { rateLimitCounter } from '../../server/db/schema/auth';
import { nextTestIp } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

const PROXY = '127.0.0.1';
let t: TestApp;
const others: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp({ trustProxy: [PROXY] });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
});

/** Another server on the same database, with its own settings. */
async function anotherServer(config: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(createDeps({ ...t.deps.config, ...config }, t.deps.database));
  others.push(app);
  return app;
}

/** A failed sign-in as a client at `from` (the socket's address) with an optional forwarded-for. */
async function signInTry(app: FastifyInstance, from: string, forwardedFor?: string): Promise<number> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/authen/admin/authenticate',
    payload: { username: 'nobody', password: 'nothing-123' },
    remoteAddress: from,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  return answer.statusCode;
}

async function tries(app: FastifyInstance, count: number, from: string, forwardedFor?: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push(await signInTry(app, from, forwardedFor));
  return codes;
}

describe('sign-in limit across servers', () => {
  it('counts the tries of one address on two servers together: 10 a minute in all', async () => {
    const other = await anotherServer();
    const client = nextTestIp();
    expect(await tries(t.app, 6, client)).toEqual(Array(6).fill(401));
    expect(await tries(other, 4, client)).toEqual(Array(4).fill(401));
    const limited = await other.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      payload: { username: 'nobody', password: 'nothing-123' },
      remoteAddress: client,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await signInTry(t.app, client)).toBe(429);
    // Another address is not affected, on either server.
    expect(await signInTry(other, nextTestIp())).toBe(401);
  });

  it('counts each route apart: ten sign-ins leave the OTP request free', async () => {
    const client = nextTestIp();
    await tries(t.app, 10, client);
    expect(await signInTry(t.app, client)).toBe(429);
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/verifyAdminUser',
      payload: { email: 'someone@example.test' },
      remoteAddress: client,
    });
    expect(otp.statusCode).not.toBe(429);
  });

  it('starts counting again once the window has ended, and sweeps other ended windows on the way', async () => {
    const client = nextTestIp();
    const gone = nextTestIp();
    await tries(t.app, 11, client);
    await tries(t.app, 1, gone);
    const past = sql`now() - interval '1 second'`;
    // Both windows end (as a minute passing would).
    await t.deps.db
      .update(rateLimitCounter)
      .set({ windowEndsAt: past })
      .where(
        sql`${rateLimitCounter.key} LIKE ${'% ' + client} OR ${rateLimitCounter.key} LIKE ${'% ' + gone}`,
      );
    expect(await signInTry(t.app, client)).toBe(401);
    const [row] = await t.deps.db
      .select()
      .from(rateLimitCounter)
      .where(eq(rateLimitCounter.key, `POST /api/authen/admin/authenticate ${client}`));
    expect(row?.hits).toBe(1);
    const swept = await t.deps.db
      .select()
      .from(rateLimitCounter)
      .where(sql`${rateLimitCounter.key} LIKE ${'% ' + gone}`);
    expect(swept).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('counts the address X-Forwarded-For names when the request comes through a trusted proxy', async () => {
    const [alice, bob] = [nextTestIp(), nextTestIp()];
    expect(await tries(t.app, 10, PROXY, alice)).toEqual(Array(10).fill(401));
    expect(await signInTry(t.app, PROXY, alice)).toBe(429);
    // Bob comes through the same proxy and is not limited by Alice's tries.
    expect(await signInTry(t.app, PROXY, bob)).toBe(401);
    // An untrusted caller cannot claim to be Bob to use up his tries, nor escape its own count
    // by claiming to be someone new: it is counted as itself.
    const stranger = nextTestIp();
    expect(await tries(t.app, 10, stranger, bob)).toEqual(Array(10).fill(401));
    expect(await signInTry(t.app, stranger, nextTestIp())).toBe(429);
    expect(await signInTry(t.app, PROXY, bob)).toBe(401);
  });

  it('ignores X-Forwarded-For when off (the default): the connecting address is the client', async () => {
    const off = await anotherServer({ trustProxy: false });
    const balancer = nextTestIp();
    for (let i = 0; i < 10; i += 1) expect(await signInTry(off, balancer, nextTestIp())).toBe(401);
    expect(await signInTry(off, balancer, nextTestIp())).toBe(429);
  });

  it('with a hop count, takes the address the nearest hops were given, not what the client wrote', async () => {
    const oneHop = await anotherServer({ trustProxy: 1 });
    const [balancer, client] = [nextTestIp(), nextTestIp()];
    // The client sends a made-up X-Forwarded-For; the balancer appends the address it saw.
    for (let i = 0; i < 10; i += 1)
      expect(await signInTry(oneHop, balancer, `${nextTestIp()}, ${client}`)).toBe(401);
    expect(await signInTry(oneHop, balancer, `${nextTestIp()}, ${client}`)).toBe(429);
    expect(await signInTry(oneHop, balancer, nextTestIp())).toBe(401);
  });
});
