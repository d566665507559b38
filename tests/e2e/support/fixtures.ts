import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every test fails if the page asks any other origin for anything (icons, fonts, analytics):
 * the app must work offline under CSP connect-src 'self'. It also fails on uncaught errors.
 * `own(url, baseURL)` says which requests are the app's.
 */
export function offlineGuard(own: (url: string, baseURL: string | undefined) => boolean) {
  const guard = async (
    { page, baseURL }: { page: Page; baseURL: string | undefined },
    use: () => Promise<void>,
  ) => {
    const foreign: string[] = [];
    const pageErrors: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!own(url, baseURL) && !url.startsWith('data:')) foreign.push(url);
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // External menu links open new tabs; they are checked by attribute, never followed.
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await use();
    expect(foreign, 'requests to other origins').toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  };
  return [guard, { auto: true }] as [typeof guard, { auto: true }];
}

export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: offlineGuard((url, baseURL) => url.startsWith(baseURL ?? '')),
});

export { expect };
