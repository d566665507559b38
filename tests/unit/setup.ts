import '@testing-library/jest-dom/vitest';
// Before src/lib/i18n is first imported: it reads the locale files from there in unit tests.
import './locale-files';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { server } from 'src/mocks/server';

// findBy*/waitFor give up after 5 s instead of 1 s: a CI machine running several suites at once
// can take longer than a second to render a lazy route; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no scrollIntoView; the banner and dialogs call it after a failed
// save. A no-op here (tests spy on it to see that it was asked).
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, writable: true });
}

// The worker's first file keeps the texts as loaded; each later file starts from them again (a
// test may take a namespace away, tests/unit/i18n/page-texts.test.ts). Texts a page added stay:
// they are the same texts.
const loadedTexts = (globalThis.__UNIT_LOADED_TEXTS__ ??= structuredClone(i18n.store.data));
for (const [language, namespaces] of Object.entries(loadedTexts)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, structuredClone(texts), true, true);
  }
}

// Any request without a handler is a test bug, not a silent pass. One server per worker (see
// ./fresh-file.ts): it listens from the first file on, its handlers reset after every test.
// (A file that calls vi.resetModules() leaves a new server behind: that one listens instead.)
if (globalThis.__UNIT_MSW_SERVER__ !== server) {
  globalThis.__UNIT_MSW_SERVER__?.close();
  server.listen({ onUnhandledRequest: 'error' });
  globalThis.__UNIT_MSW_SERVER__ = server;
}

beforeEach(async () => {
  localStorage.clear();
  // jsdom would otherwise leave the detector's choice to chance; the product default is Thai.
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

declare global {
  var __UNIT_LOADED_TEXTS__: typeof i18n.store.data | undefined;
  var __UNIT_MSW_SERVER__: typeof server | undefined;
}
