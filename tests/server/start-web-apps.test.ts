import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// A fake build of two of the three apps (customer is "not built").
const webDir = mkdtempSync(path.join(os.tmpdir(), 'etax-web-'));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
  writeFileSync(path.join(webDir, file), content);
};
write('public/index.html', '<!doctype html><title>public</title>');
write('public/robots.txt', 'User-agent: *');
write('admin/index.html', '<!doctype html><html><head><title>admin</title></head><body></body></html>');
write('admin/assets/index-abc123.js', 'console.log("admin")');
// What the build's precompressed-files plugin writes next to it (here: marked, not compressed).
write('admin/assets/index-abc123.js.br', 'brotli bytes');
write('admin/assets/index-abc123.js.gz', 'gzip bytes');
write(
  'admin/.vite/manifest.json',
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_input.js': { file: 'assets/input-2.js', imports: ['_shared.js'] },
    'src/features/auth/routes/login-page.tsx': {
      file: 'assets/login-page-3.js',
      isDynamicEntry: true,
      imports: ['index.html', '_input.js'],
    },
  }),
);
write('secret.txt', 'outside every app');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('served web apps', () => {
  it('serves each index.html, revalidated, with the security headers', async () => {
    for (const [url, title] of [
      ['/', 'public'],
      ['/admin/', 'admin'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('redirects /admin to /admin/', async () => {
    const res = await get('/admin');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('names the sign-in page’s own chunks in its HTML (modulepreload), and no other page’s', async () => {
    const login = await get('/admin/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<title>admin</title>');
    const preloads = [...login.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads.sort()).toEqual(['/admin/assets/input-2.js', '/admin/assets/login-page-3.js']);
    for (const url of ['/admin/', '/admin/customer', '/admin/forgot-password']) {
      expect((await get(url)).body, url).not.toContain('modulepreload');
    }
  });

  it('answers page URLs of an app with its index.html (SPA fallback) for browsers', async () => {
    expect((await get('/admin/customer/C000001')).body).toContain('<title>admin</title>');
    expect((await get('/contact')).body).toContain('<title>public</title>');
  });

  it('serves hashed assets as immutable, other files for an hour', async () => {
    const asset = await get('/admin/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt', '*/*');
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed copy the browser accepts, and the file itself otherwise', async () => {
    const inject = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await inject('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await inject('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await inject('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("admin")');
  });

  it('answers a missing asset with 404, and never serves dotfiles or files outside the app', async () => {
    expect((await get('/admin/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/admin/.vite/manifest.json', '*/*')).statusCode).toBe(404);
    for (const url of ['/admin/..%2fsecret.txt', '/admin/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await get(url, '*/*');
      expect(res.body).not.toContain('outside every app');
    }
  });

  it('never answers /api URLs with a page', async () => {
    const res = await get('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json().status.code).toBe('404');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('skips an app that is not built', () => {
    expect(t.app.routeTable().some((r) => r.url.startsWith('/customer'))).toBe(false);
  });
});

describe('OpenAPI docs', () => {
  it('serves swagger-ui at /api/docs under the same CSP', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const initializer = await get('/api/docs/static/swagger-initializer.js', '*/*');
    expect(initializer.statusCode).toBe(200);
  });

  it('publishes the route schemas, with bearer security on protected calls', async () => {
    const res = await get('/api/docs/json', 'application/json');
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const auth = doc.paths['/api/authen/admin/authenticate'].post;
    expect(auth.requestBody.content['application/json'].schema).toMatchObject({
      additionalProperties: false,
      required: ['username', 'password'],
    });
    expect(auth.security).toBeUndefined();
    expect(doc.paths['/api/app/otpController/getByEmail'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/menus/listAllMenu'].get).toBeDefined();
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/admin'))).toBe(false);
  });
});

describe('scripts/start.mjs freshness check', () => {
  it('rebuilds a module only when its index.html is missing or older than its sources', async () => {
    const modulePath = '../../scripts/start.mjs';
    const { staleModules } = (await import(modulePath)) as {
      staleModules: (dir: string, outDir: string) => string[];
    };
    const project = mkdtempSync(path.join(os.tmpdir(), 'etax-start-'));
    const at = (file: string, seconds: number, content = 'x') => {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), content);
      utimesSync(path.join(project, file), seconds, seconds);
    };
    at('src/main.tsx', 1000);
    at('package.json', 1000);
    at('.env.admin-prod', 1000);
    at('dist/admin/index.html', 2000);
    at('dist/public/index.html', 2000);
    expect(staleModules(project, path.join(project, 'dist'))).toEqual(['customer']);
    at('.env.admin-prod', 3000);
    expect(staleModules(project, path.join(project, 'dist'))).toEqual(['admin', 'customer']);
    at('src/deep/feature/page.tsx', 4000);
    expect(staleModules(project, path.join(project, 'dist'))).toEqual(['public', 'admin', 'customer']);
    rmSync(project, { recursive: true, force: true });
  });
});
