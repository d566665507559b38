import type { Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test as guarded } from '../support/fixtures';

/**
 * Waits, after each `goto` and `reload`, until the app runs the page (`<html data-app-ready>`,
 * src/app/app.tsx). The server's HTML is on screen well before that — the app starts after the
 * page's load and first paint (src/main.tsx) — and a click on it before then would do nothing.
 */
function waitingForTheApp(page: Page): Page {
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/**
 * The public site as visitors meet it: the production build served by the real server (its
 * security headers, the landing content from a freshly seeded database, the contact form's
 * outbox). One server per worker; every test's baseURL is that server.
 */
export const test = guarded.extend<{ page: Page }, { publicServer: AppServer }>({
  publicServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ publicServer }, use) => {
    await use(publicServer.origin);
  },
  // Without JavaScript there is no app to wait for: the page is the server's HTML.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});

export { expect };
