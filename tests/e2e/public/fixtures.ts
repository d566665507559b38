import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test as guarded } from '../support/fixtures';

/**
 * The public site as visitors meet it: the production build served by the real server (its
 * security headers, the landing content from a freshly seeded database, the contact form's
 * outbox). One server per worker; every test's baseURL is that server.
 */
export const test = guarded.extend<object, { publicServer: AppServer }>({
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
});

export { expect };
