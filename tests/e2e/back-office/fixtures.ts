import { expect, test as base, type Page } from '@playwright/test';
import { firstAdminSession, type StoredSession } from '../support/back-office-api';
import { startAppServer, type AppServer } from '../support/app-server';
import { offlineGuard } from '../support/fixtures';

/**
 * A server of the spec file's own, for specs that read its outbox (from its data dir, once it has
 * stopped): started before the file's tests, which then run one after the other, stopped after.
 */
export function useOwnAppServer(): () => AppServer {
  let server: AppServer | undefined;
  base.describe.configure({ mode: 'serial' });
  base.beforeAll(async () => {
    base.setTimeout(180_000);
    server = await startAppServer();
  });
  base.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the server of this spec has not started');
    return server;
  };
}

/** The first admin's password once the set-up has done the forced change. */
export const READY_ADMIN_PASSWORD = 'e2e-ready-admin-pass-7';

export interface ReadyServer extends AppServer {
  /** A signed-in administrator session (password already changed). */
  session: StoredSession;
}

/**
 * Opens `url` (a page of the admin or customer app) with `session` stored under `key` as the app
 * itself stores it. The session is written on a blank page of the same origin, served by the test
 * itself: loading the app twice per test (once just to reach its localStorage) doubled the CPU the
 * browsers need, which on a 2-core machine starved the other worker's pages.
 */
export async function openWithStoredSession(
  page: Page,
  url: string,
  key: 'admin-session' | 'customer-session',
  session: StoredSession,
) {
  const blank = `${new URL(url).origin}/__e2e-blank`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(({ name, value }) => localStorage.setItem(name, value), {
    name: key,
    value: JSON.stringify(session),
  });
  await page.unroute(blank);
  await page.goto(url);
}

/** Opens `path` of the admin app signed in with `session`. */
export async function openSignedIn(page: Page, server: AppServer, session: StoredSession, path = '/') {
  await openWithStoredSession(page, server.adminUrl(path), 'admin-session', session);
}

/**
 * Holds the answers to requests matching `url` until the returned release() is called (a screen
 * seen while it waits); the route stays until `page.unroute(url)`, passing requests on once released.
 */
export async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Stores the display settings (merged over the defaults) before the app starts. */
export async function useThemeMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((themeMode) => {
    localStorage.setItem('settings', JSON.stringify({ version: '1', themeMode }));
  }, mode);
}

export const test = base.extend<{ offlineGuard: void }, { readyServer: ReadyServer }>({
  // One server per worker for the specs that only need a signed-in administrator (a fresh
  // PGlite seeds for ~20 s). The journey spec starts a pristine one of its own.
  readyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
    async ({}, use) => {
      const server = await startAppServer();
      const session = await firstAdminSession(server, READY_ADMIN_PASSWORD);
      await use({ ...server, session });
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // The app must work offline (CSP connect-src 'self'): nothing may go to another origin, and
  // no uncaught error may happen.
  offlineGuard: offlineGuard((url) => /^http:\/\/127\.0\.0\.1:\d+\//.test(url)),
});

export { expect };
