import '@testing-library/jest-dom/vitest';
// Before src/lib/i18n is first imported: it reads the locale files from there in unit tests.
import './locale-files';
import { cleanup } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { server } from 'src/mocks/server';

// Any request without a handler is a test bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

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

afterAll(() => server.close());
