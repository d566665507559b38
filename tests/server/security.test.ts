import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/http/envelope';
import { installAuth } from '../../server/plugins/auth';
import { installErrorHandler } from '../../server/plugins/error-handler';
import { registerMultipart } from '../../server/plugins/multipart';
import { signAccessToken, verifyAccessToken } from '../../server/security/jwt';
import { hashOtp, newOtp, newRefCode, otpMatches } from '../../server/security/otp';
import { hashPassword, OWASP_SCRYPT, passwordProblem, verifyPassword } from '../../server/security/password';
import { customerScope, requiredCustomerScope } from '../../server/security/tenancy';
import {
  createAdminUser,
  createCustomerUser,
  nextTestIp,
  signInAdmin,
  signInCustomer,
  type SignedIn,
} from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let mini: FastifyInstance;
let admin: SignedIn;
let customer: SignedIn & { customerCode: string };

beforeAll(async () => {
  t = await createTestApp();
  // A small app with the same plugins, for what the real routes cannot show (undeclared access,
  // multipart limits, the tenancy helper).
  mini = Fastify();
  mini.decorateRequest('principal', null);
  installErrorHandler(mini);
  await registerMultipart(mini);
  installAuth(mini, t.deps);
  mini.post('/api/test/undeclared', () => ok({}));
  mini.post('/api/test/upload', { config: { access: 'public' } }, async (request) => {
    let bytes = 0;
    for await (const part of request.parts())
      if (part.type === 'file') bytes += (await part.toBuffer()).length;
    return ok({ bytes });
  });
  mini.post<{ Body: { customerCode?: string } }>(
    '/api/test/scope',
    { config: { access: { roles: ['ADMIN', 'CUSTOMER'] } } },
    (request) => ok({ scope: customerScope(request, request.body.customerCode) ?? null }),
  );
  mini.post(
    '/api/test/accounting-only',
    { config: { access: { roles: ['CUSTOMER'], customerRoles: ['ACCOUNTING'] } } },
    () => ok({}),
  );
  await mini.ready();
  admin = await signInAdmin(t);
  const user = await createCustomerUser(t, { userRole: 'USER' });
  customer = { ...(await signInCustomer(t, user)), customerCode: user.customerCode };
});
afterAll(async () => {
  await mini.close();
  await t.close();
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  };

  it('are on every API answer, with Cache-Control: no-store — successes and failures alike', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/commonController/check-api' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu' }),
      await t.app.inject({ method: 'POST', url: '/api/nothing/here' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/menus/listAllMenu', headers: admin.headers }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 200]);
    for (const res of answers) {
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/stack|\.ts:\d+/);
    }
  });
});

describe('request bodies', () => {
  const authenticateWithBody = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: nextTestIp(),
    });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await authenticateWithBody('application/json', '{"username": "admin", ');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toMatchObject({
      code: '102',
      details: [{ key: 'body', description: 'malformed JSON' }],
    });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const res = await authenticateWithBody(
      'application/json',
      JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().status.code).toBe('413');
  });

  it('answers a body of an unknown media type with 415', async () => {
    const res = await authenticateWithBody('application/xml', '<username>admin</username>');
    expect(res.statusCode).toBe(415);
  });
});

describe('multipart uploads', () => {
  const form = (files: { name: string; size: number }[]) => {
    const boundary = '----etaxtestboundary';
    const parts = files.map((f) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.alloc(f.size, 0x61),
        Buffer.from('\r\n'),
      ]),
    );
    return {
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('accepts one file of 5 MB', async () => {
    const res = await mini.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...form([{ name: 'a.csv', size: 5 * 1024 * 1024 }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bytes).toBe(5 * 1024 * 1024);
  });

  it('refuses a file over 5 MB and a second file with 413', async () => {
    const big = await mini.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...form([{ name: 'a.csv', size: 5 * 1024 * 1024 + 1 }]),
    });
    expect(big.statusCode).toBe(413);
    const two = await mini.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...form([
        { name: 'a.csv', size: 10 },
        { name: 'b.csv', size: 10 },
      ]),
    });
    expect(two.statusCode).toBe(413);
  });
});

describe('access rules', () => {
  it('refuses a route that declares no access (deny by default), even for an admin', async () => {
    expect((await mini.inject({ method: 'POST', url: '/api/test/undeclared', payload: {} })).statusCode).toBe(
      403,
    );
    const res = await mini.inject({
      method: 'POST',
      url: '/api/test/undeclared',
      payload: {},
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits routes to customer user roles', async () => {
    const accountant = await createCustomerUser(t, { userRole: 'ACCOUNTING' });
    const accounting = await signInCustomer(t, accountant);
    const call = (headers: Record<string, string>) =>
      mini.inject({ method: 'POST', url: '/api/test/accounting-only', payload: {}, headers });
    expect((await call(accounting.headers)).statusCode).toBe(200);
    expect((await call(customer.headers)).statusCode).toBe(403);
    expect((await call(admin.headers)).statusCode).toBe(403);
  });

  it('customerScope: a CUSTOMER token gets its own customer whatever the body says; an ADMIN the body value', async () => {
    const scope = async (session: SignedIn, customerCode?: string) =>
      (
        await mini.inject({
          method: 'POST',
          url: '/api/test/scope',
          headers: session.headers,
          payload: customerCode ? { customerCode } : {},
        })
      ).json().data.scope;
    expect(await scope(customer, 'C-SOMEONE-ELSE')).toBe(customer.customerCode);
    expect(await scope(customer)).toBe(customer.customerCode);
    expect(await scope(admin, 'C000123')).toBe('C000123');
    expect(await scope(admin)).toBeNull();
  });

  it('requiredCustomerScope asks an admin to name the customer', () => {
    const request = { principal: { role: 'ADMIN' } } as Parameters<typeof requiredCustomerScope>[0];
    expect(() => requiredCustomerScope(request, undefined)).toThrow('Validation failed');
    expect(requiredCustomerScope(request, 'C1')).toBe('C1');
  });
});

describe('rate limits', () => {
  it('allows 10 sign-ins a minute per IP, then answers 429 with Retry-After', async () => {
    const ip = nextTestIp();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authen/admin/authenticate',
        payload: { username: 'nobody', password: 'nothing-123' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toMatchObject({ code: '429', message: 'Too many requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another IP is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      payload: { username: 'nobody', password: 'nothing-123' },
      remoteAddress: nextTestIp(),
    });
    expect(other.statusCode).toBe(401);
  });

  it('allows 5 OTP requests and 5 OTP checks a minute per IP', async () => {
    const ip = nextTestIp();
    for (const [url, payload] of [
      ['/api/authen/admin/verifyAdminUser', { email: 'someone@example.test' }],
      ['/api/app/otpController/getByValue', { refCode: 'ABCDEFGH', otp: '123456' }],
    ] as const) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1)
        codes.push((await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })).statusCode);
      expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
      expect(codes[5]).toBe(429);
    }
  });
});

describe('passwords', () => {
  it('hashes with scrypt at the OWASP cost by default, parameters in the hash', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('a perfectly good password');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('a perfectly good password', hash)).toBe(true);
    expect(await verifyPassword('a perfectly good passworD', hash)).toBe(false);
  });

  it('never matches a malformed or over-expensive stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('applies the rule: 8–128 characters and not a common password', () => {
    expect(passwordProblem('short')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('x'.repeat(129))).toBe('PASSWORD_TOO_LONG');
    expect(passwordProblem('P@ssw0rd')).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('12345678')).toBe('PASSWORD_TOO_COMMON');
    expect(passwordProblem('รหัสผ่านภาษาไทย')).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});

describe('tokens and OTP primitives', () => {
  const secret = 'unit-secret-unit-secret-unit-secret';
  it('verifies HS256 tokens and refuses expired or altered ones', () => {
    const claims = { sub: 'ADM0001', role: 'ADMIN' as const, sid: 's1', iat: 100, exp: 200 };
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, secret, 150)).toEqual(claims);
    expect(verifyAccessToken(token, secret, 200)).toBeNull();
    const [h, , s] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, role: 'CUSTOMER' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${altered}.${s}`, secret, 150)).toBeNull();
    expect(verifyAccessToken('not.a.token', secret, 150)).toBeNull();
  });

  it('makes 6-digit OTPs and binds their hash to the refCode', () => {
    const otp = newOtp();
    const ref = newRefCode();
    expect(otp).toMatch(/^\d{6}$/);
    expect(ref).toMatch(/^[A-Z2-9]{8}$/);
    const stored = hashOtp(ref, otp, secret);
    expect(otpMatches(ref, otp, stored, secret)).toBe(true);
    expect(otpMatches(newRefCode(), otp, stored, secret)).toBe(false);
  });
});

describe('sign-in of other admins', () => {
  it('works through the helper with a made account', async () => {
    const made = await createAdminUser(t);
    expect((await signInAdmin(t, made)).userCode).toBe(made.adminCode);
  });
});

describe('NUL characters', () => {
  it('answers 400 on the field for a NUL anywhere in a body, on any route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authen/admin/authenticate',
      payload: { username: 'adm\u0000in', password: 'whatever-password' },
      remoteAddress: '10.250.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toMatchObject({ code: '102', details: [{ key: 'username' }] });
  });
});
