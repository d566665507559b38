import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

describe('commonController/check-api', () => {
  it('answers UP for service and database in the envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/commonController/check-api' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: { code: '000', message: 'Success' },
        data: { service: 'UP', database: 'UP', version: '0.0.1' },
      });
    }
  });
});

describe('envelope for failures', () => {
  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toMatchObject({ code: '404', message: 'Not found' });
    expect(res.json().status.requestId).toEqual(expect.any(String));
  });

  it('answers malformed JSON with 400 and code 102, without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commonController/check-api',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toMatchObject({
      code: '102',
      details: [{ key: 'body', description: 'malformed JSON' }],
    });
    expect(res.body).not.toMatch(/at .*\.ts|SyntaxError|stack/);
  });
});
