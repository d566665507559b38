// Settings read at start (server/config.ts): what several servers behind a balancer need
// (docs/several-servers.md) is refused with a message that says what to set.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const base = { DATA_DIR: '/tmp/etax-config-test', JWT_SECRET: 'x'.repeat(32), SIGNING_KEY: 'y'.repeat(32) };

describe('PUBLIC_URL', () => {
  it('is required with NODE_ENV=production, and the refusal says why and what to set', () => {
    const start = () => loadConfig({ ...base, NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /PUBLIC_URL is required with NODE_ENV=production: links in mails .*\(e\.g\. PUBLIC_URL=https:\/\//,
    );
  });

  it('is taken as given (without a trailing slash) in production, and defaults to localhost elsewhere', () => {
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://etax.example.com/' }).publicUrl,
    ).toBe('https://etax.example.com');
    expect(loadConfig({ ...base, PORT: '3555' }).publicUrl).toBe('http://localhost:3555');
  });

  it('must be an http(s) address', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'etax.example.com' })).toThrow(
      /PUBLIC_URL is an http\(s\) address/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;

  it('is off by default and when switched off', () => {
    for (const value of [undefined, '', 'off', 'false', '0']) expect(trust(value)).toBe(false);
  });

  it('takes a hop count, or addresses, CIDRs and range names separated by commas', () => {
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,fd00::/8,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, "trust everybody" included, and names the wrong entries', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY is off, a hop count .*; not: true$/);
    expect(() => trust('10.0.0.5,10.0.0.300,10.0.0.0/33')).toThrow(/not: 10\.0\.0\.300, 10\.0\.0\.0\/33$/);
  });
});
