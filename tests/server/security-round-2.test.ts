// Regressions of the second security probe (issue 33): each answered 500, a bare answer, an
// oversized answer, or let an invisible password through.
import type { LightMyRequestResponse } from 'fastify';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_CONTACT_EMAIL_PATH } from '../../contract/contact';
import { useAdminApp } from './support/app-per-file';
import { createAdminUser, nextTestIp, signInAdmin, TEST_PASSWORD } from './support/auth';

const { t, admin } = useAdminApp();

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: nextTestIp(),
  });

const statusOf = (res: LightMyRequestResponse) =>
  res.json<{ status: { code: string; details?: { key: string; description: string }[] } }>().status;

describe('lone surrogates', () => {
  // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back.
  const lone = 'x\ud800y';

  it('refuses one in an anonymous body with 400 on its field, not 500', async () => {
    const res = await post(
      SEND_CONTACT_EMAIL_PATH,
      JSON.stringify({ name: lone, email: 'a@example.com', subject: 'hi', message: 'hello' }),
    );
    expect(res.statusCode).toBe(400);
    expect(statusOf(res).details?.[0]?.key).toBe('name');
  });

  it('refuses one deep in a signed-in body and in a key', async () => {
    const deep = await post(
      '/api/app/masterDataController/listProvince',
      JSON.stringify({ criteria: { names: ['ok', lone] } }),
      admin.headers,
    );
    expect(deep.statusCode).toBe(400);
    expect(statusOf(deep).details?.[0]?.key).toBe('criteria.names.1');
    const key = await post(
      '/api/app/masterDataController/listProvince',
      JSON.stringify({ [lone]: 1 }),
      admin.headers,
    );
    expect(key.statusCode).toBe(400);
    expect(statusOf(key).details?.[0]?.key).toBe('body');
  });

  it('takes a paired surrogate (an emoji) as the text it is', async () => {
    const res = await post(
      '/api/app/masterDataController/listProvince',
      JSON.stringify({ unknownField: '👨‍👩‍👧' }),
      admin.headers,
    );
    // Refused for the unknown field by the schema, not for its text.
    expect(res.statusCode).toBe(400);
    expect(statusOf(res).details?.[0]).toMatchObject({ key: 'unknownField' });
  });
});

describe('bodies of many unknown fields', () => {
  it('refuses 50,000 fields at once with a small answer', async () => {
    const body = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`f${i}`, 1]));
    const res = await post(SEND_CONTACT_EMAIL_PATH, JSON.stringify(body), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(1_000);
    expect(statusOf(res).details).toEqual([
      { key: 'BODY_TOO_WIDE', description: 'an object of the body has more than 1000 fields' },
    ]);
  });

  it('describes the first 20 of 990 unknown fields and counts the others', async () => {
    const body = {
      ...Object.fromEntries(Array.from({ length: 990 }, (_, i) => [`f${i}`, 1])),
      name: 'ผู้ติดต่อ',
      email: 'a@example.com',
      subject: 'hi',
      message: 'hello',
    };
    const res = await post(SEND_CONTACT_EMAIL_PATH, JSON.stringify(body), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(4_000);
    const details = statusOf(res).details ?? [];
    expect(details).toHaveLength(21);
    expect(details.at(-1)).toEqual({
      key: 'MORE_DETAILS',
      description: 'and 970 more',
    });
  });
});

describe('invisible passwords', () => {
  const invisible = ['\u200b', '\u2800', '\u3164', '\u2060', '\u00ad', '\u180e', '\u00a0', '\u3000'];

  it.each(invisible.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses a password made only of %s',
    async (_name, character) => {
      const account = await signInAdmin(t, await createAdminUser(t));
      const res = await post(
        '/api/app/adminUser/resetPassword',
        JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: character.repeat(10) }),
        { ...account.headers, 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(statusOf(res).details).toEqual([
        { key: 'newPassword', description: 'The password needs at least one visible character' },
      ]);
    },
  );

  it('compares passwords in NFKC: full-width letters sign in as their plain form', async () => {
    const user = await createAdminUser(t);
    const account = await signInAdmin(t, user);
    const changed = await post(
      '/api/app/adminUser/resetPassword',
      JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'Ｐａｓｓ ｗｏｒｄ 2569' }),
      account.headers,
    );
    expect(changed.statusCode).toBe(200);
    const signIn = await post(
      '/api/authen/admin/authenticate',
      JSON.stringify({ username: user.username, password: 'Pass word 2569' }),
    );
    expect(signIn.statusCode).toBe(200);
  });
});

describe('requests the HTTP parser refuses', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.app.server.close());

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  function expectEnvelope(answer: string, status: number) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    );
    expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/);
    expect(head).toMatch(/\r\nstrict-transport-security: max-age=/);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/);
    expect(head).toMatch(/\r\ncache-control: no-store/);
    const envelope = JSON.parse(body) as { status: { code: string; message: string; requestId: string } };
    expect(envelope.status.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.status.code).toBe(status === 431 ? '431' : '102');
  }

  it('answers oversized headers with a 431 envelope and the security headers', async () => {
    expectEnvelope(
      await raw(`GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      431,
    );
  });

  it('answers a malformed request with a 400 envelope and the security headers', async () => {
    expectEnvelope(await raw('GET /api/ping HTTP/1.1\r\nHost x\r\n\r\n'), 400);
  });

  it('still answers a normal request on the same server', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      httpRequest({ port, host: '127.0.0.1', path: '/api/nothing-here' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(404);
  });
});
