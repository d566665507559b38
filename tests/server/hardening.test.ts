// Regressions of the attacks of the hardening issue: each answered 500, leaked or let through.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FILE_PREFIX } from '../../contract/file';
import { LANDING_PREFIX } from '../../contract/landing';
import { adminUser, otpRequest } from '../../server/db/schema/auth';
import { outbox } from '../../server/db/schema/mail';
import { hashSlots } from '../../server/security/hash-slots';
import { useAdminApp } from './support/app-per-file';
import {
  createAdminUser,
  createCustomerUser,
  nextTestIp,
  signInAdmin,
  signInCustomer,
  TEST_PASSWORD,
} from './support/auth';

const { t, admin } = useAdminApp();

const post = (
  url: string,
  payload: string | Buffer | Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = nextTestIp(),
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const statusOf = (res: LightMyRequestResponse) =>
  res.json<{ status: { code: string; message: string; requestId: string; details?: { key: string }[] } }>()
    .status;
const firstKey = (res: LightMyRequestResponse) => statusOf(res).details?.[0]?.key;

/** The security headers every answer carries (server/plugins/security-headers.ts). */
function expectSecurityHeaders(res: LightMyRequestResponse, api: boolean): void {
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['strict-transport-security']).toContain('max-age=');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  if (api) expect(res.headers['cache-control']).toBe('no-store');
}

describe('1. deeply nested JSON', () => {
  const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it('answers 400 BODY_TOO_DEEP on a public route and a signed-in one, never 500', async () => {
    const anonymous = await post('/api/app/masterDataController/listProvince', deep(4000), {
      'content-type': 'application/json',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(firstKey(anonymous)).toBe('BODY_TOO_DEEP');
    const signedIn = await post('/api/app/customerController/search', deep(4000), {
      ...admin.headers,
      'content-type': 'application/json',
    });
    expect(signedIn.statusCode).toBe(400);
    expect(firstKey(signedIn)).toBe('BODY_TOO_DEEP');
  });

  it('answers 400 for a body of half a million levels (1 MB) too', async () => {
    const res = await post('/api/authen/admin/authenticate', deep(500_000), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(firstKey(res)).toBe('BODY_TOO_DEEP');
  });

  it('still takes 32 levels, and still finds a NUL character deep in a body', async () => {
    const nested = (levels: number, leaf: unknown): unknown =>
      levels === 0 ? leaf : { criteria: nested(levels - 1, leaf) };
    const at32 = await post(
      '/api/app/masterDataController/listProvince',
      nested(31, 1) as Record<string, unknown>,
    );
    expect(firstKey(at32)).not.toBe('BODY_TOO_DEEP');
    expect(at32.statusCode).toBe(400); // the schema refuses the unknown field, not the depth
    const nul = await post('/api/app/masterDataController/listProvince', { a: [{ b: 'x\u0000y' }] });
    expect(nul.statusCode).toBe(400);
    expect(firstKey(nul)).toBe('a.0.b');
  });
});

describe('2. broken multipart bodies', () => {
  const boundary = '----hardening';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;

  it('answers 400 in the envelope when the closing boundary is missing', async () => {
    const res = await post(`${FILE_PREFIX}/upload`, Buffer.from(part), {
      ...admin.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(400);
    expect(statusOf(res).code).toBe('102');
  });

  it('answers 400 in the envelope for multipart/form-data without a boundary', async () => {
    const res = await post(`${FILE_PREFIX}/upload`, Buffer.from(part), {
      ...admin.headers,
      'content-type': 'multipart/form-data',
    });
    expect(res.statusCode).toBe(400);
    expect(statusOf(res).code).toBe('102');
  });
});

describe('3. malformed URL escapes', () => {
  it.each([
    ['/api/app/masterDataController/listProvince%E0%A4%A', true],
    ['/admin/%E0%A4%A', false],
    ['/%E0%A4%A', false],
  ])('%s answers the 400 envelope with the security headers', async (url, api) => {
    const res = await t.app.inject({ method: api ? 'POST' : 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(statusOf(res)).toMatchObject({ code: '102', message: 'Bad request' });
    expect(res.body).not.toContain('%E0');
    expect(res.body).not.toContain('FST_');
    expectSecurityHeaders(res, api);
  });
});

describe('4. lock-out does not tell which usernames exist', () => {
  it('answers a locked account exactly like a wrong password, and tells the owner by e-mail', async () => {
    const locked = await createAdminUser(t);
    const authenticate = (username: string, password: string) =>
      post('/api/authen/admin/authenticate', { username, password });
    const comparable = (res: LightMyRequestResponse) => {
      const body = res.json<{ status: Record<string, unknown> }>();
      return { statusCode: res.statusCode, body: { ...body, status: { ...body.status, requestId: 'x' } } };
    };
    for (let i = 0; i < 10; i += 1) await authenticate(locked.username, `wrong-password-${i}`);
    const [row] = await t.deps.db
      .select({ lockedUntil: adminUser.lockedUntil })
      .from(adminUser)
      .where(eq(adminUser.adminCode, locked.adminCode));
    expect(row!.lockedUntil).not.toBeNull();

    const unknown = comparable(await authenticate('nobody-at-all', 'wrong-password-x'));
    expect(unknown.statusCode).toBe(401);
    expect(comparable(await authenticate(locked.username, 'wrong-password-x'))).toEqual(unknown);
    expect(comparable(await authenticate(locked.username, locked.password))).toEqual(unknown);

    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, locked.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('15');
    expect(mails[0]!.subject).toMatch(/ล็อก|locked/i);
  });
});

describe('5. one-time passwords', () => {
  const verify = (email: string, remoteAddress = nextTestIp()) =>
    post('/api/authen/customer/verifyUser', { email }, {}, remoteAddress);
  const otpOf = async (refCode: string) => {
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.refId, refCode));
    return /OTP[^0-9]*(\d{6})/.exec(row!.body)![1]!;
  };
  const check = (refCode: string, otp: string) => post('/api/app/otpController/getByValue', { refCode, otp });

  it('a new OTP voids the older ones of the same account and purpose', async () => {
    const user = await createCustomerUser(t);
    const first = (await verify(user.email)).json().data.refCode;
    const second = (await verify(user.email)).json().data.refCode;
    expect(firstKey(await check(first, await otpOf(first)))).toBe('OTP_INVALID');
    expect((await check(second, await otpOf(second))).statusCode).toBe(200);
  });

  it('a password reset voids every other open OTP of the account', async () => {
    const user = await createCustomerUser(t);
    const used = (await verify(user.email)).json().data.refCode;
    const otp = await otpOf(used);
    // An open OTP of the other purpose, as an invitation leaves it.
    await t.deps.db.insert(otpRequest).values({
      refCode: 'OTHER1',
      email: user.email,
      purpose: 'SET_PASSWORD',
      userKind: 'CUSTOMER',
      userCode: user.userCode,
      otpHash: 'x',
      ip: '127.0.0.1',
      createdAt: sql`now()`,
      expiresAt: sql`now() + interval '10 minutes'`,
    });
    const reset = await post('/api/app/customerUserController/resetPassword', {
      refCode: used,
      otp,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(reset.statusCode).toBe(200);
    const open = await t.deps.db
      .select({ n: count() })
      .from(otpRequest)
      .where(
        and(
          eq(otpRequest.userCode, user.userCode),
          sql`${otpRequest.usedAt} IS NULL AND ${otpRequest.voidedAt} IS NULL`,
        ),
      );
    expect(open[0]!.n).toBe(0);
  });

  it('mails at most 3 OTPs per account in 15 minutes, whatever the address, with the same answer', async () => {
    const user = await createCustomerUser(t);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await verify(user.email));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data).sort()).toEqual(['expiresAt', 'refCode']);
    }
    const mails = await t.deps.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), gt(outbox.createdAt, sql`now() - interval '15 minutes'`)));
    expect(mails[0]!.n).toBe(3);
  });
});

describe('6. passwords of only spaces', () => {
  it.each(['/api/app/customerUserController/resetPassword', '/api/app/adminUser/resetPassword'])(
    '%s refuses 8 spaces, by field',
    async (url) => {
      const kind = url.includes('customer') ? 'CUSTOMER' : 'ADMIN';
      const account =
        kind === 'ADMIN'
          ? await signInAdmin(t, await createAdminUser(t))
          : await signInCustomer(t, await createCustomerUser(t));
      const res = await post(
        url,
        { currentPassword: TEST_PASSWORD, newPassword: '        ' },
        { ...account.headers, 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(firstKey(res)).toBe('newPassword');
    },
  );
});

describe('7. uploads with two files', () => {
  it('refuses a body with two files with 400 and stores nothing', async () => {
    const boundary = '----twofiles';
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nx\r\n`;
    const res = await post(
      `${FILE_PREFIX}/upload`,
      Buffer.from(`${file('a.png')}${file('b.png')}--${boundary}--\r\n`),
      {
        ...admin.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(statusOf(res).code).toBe('102');
  });
});

describe('8. landing links', () => {
  const createWithLink = (linkUrl: string) =>
    post(
      `${LANDING_PREFIX}/createProduct`,
      { titleTh: 'ก', titleEn: 'A', seq: 1, status: 'ACTIVE', linkUrl },
      admin.headers,
    );

  it.each(['/\\evil.example', '//evil.example', '/\\/evil.example', 'javascript:alert(1)'])(
    'refuses %s',
    async (linkUrl) => {
      const res = await createWithLink(linkUrl);
      expect(res.statusCode).toBe(400);
      expect(firstKey(res)).toBe('linkUrl');
    },
  );

  it.each(['/contact-us', 'https://example.com/a', 'http://example.com', '/a\\b'])(
    'accepts %s',
    async (linkUrl) => {
      const res = await createWithLink(linkUrl);
      expect(res.statusCode, res.body).toBe(200);
    },
  );
});

describe('9. password hashing under a burst', () => {
  it('answers 429 with Retry-After when every hash slot is taken and the queue wait is over', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const saved = hashSlots.limits();
    hashSlots.configure({ concurrency: 1, queueTimeoutMs: 0 });
    const holding = hashSlots.run(() => held);
    try {
      const res = await post('/api/authen/admin/authenticate', {
        username: 'admin',
        password: 'whatever-it-is',
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(statusOf(res).code).toBe('429');
    } finally {
      release();
      await holding;
      hashSlots.configure(saved);
    }
    const after = await post('/api/authen/admin/authenticate', {
      username: 'admin',
      password: TEST_PASSWORD,
    });
    expect(after.statusCode).toBe(200);
  });
});
