import '@testing-library/jest-dom/vitest';
// Before src/lib/i18n is first imported: it reads the locale files from there in unit tests.
import './locale-files';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from 'src/lib/i18n';
import { server } from 'src/mocks/server';
import { prefilterComputedStyle } from './computed-style-prefilter';
import { skipOwnerStacks } from './react-owner-stacks';
import type * as CreateTheme from 'src/theme/create-theme';

// findBy*/waitFor give up after 15 s instead of 1 s: on CI's two cores two workers render whole
// screens side by side, and a lazy chunk (a route, the settings drawer) can take several seconds
// to arrive; a real failure still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no scrollIntoView; the banner and dialogs call it after a failed
// save. A no-op here (tests spy on it to see that it was asked).
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, writable: true });
}

// happy-dom's Element#toString is the element's outerHTML (a browser's is "[object HTMLDivElement]",
// as Node#toString gives). Popper (MUI's Autocomplete, Tooltip, Popper) calls it on <html> at each
// update to tell a window from an element: it serialised the whole page, a seventh of a screen
// file's CPU. jsdom has no own Element#toString: nothing changes there.
Reflect.deleteProperty(Element.prototype, 'toString');

// happy-dom's getComputedStyle tries every Emotion rule on every element it styles; skip the rules
// that need a class the element lacks (computed-style-prefilter.ts). jsdom files load no happy-dom.
if ('happyDOM' in window) {
  const { default: CSSComputedStyle } =
    await import('happy-dom/lib/css/declaration/computed-style/CSSComputedStyle.js');
  prefilterComputedStyle(CSSComputedStyle);
}

// MUI's transitions (a dialog's fade, a menu's grow, a collapse) take no time: a test that opens
// and closes dialogs otherwise waited a quarter of a second, on a real timer, for each. What the
// screens show at the end of a transition is what the tests assert; the e2e tests keep the real ones.
vi.mock('src/theme/create-theme', async (importOriginal) => {
  const actual = await importOriginal<typeof CreateTheme>();
  return {
    ...actual,
    createAppTheme(...args: Parameters<typeof actual.createAppTheme>) {
      const theme = actual.createAppTheme(...args);
      const { duration } = theme.transitions;
      for (const name of Object.keys(duration) as (keyof typeof duration)[]) duration[name] = 0;
      return theme;
    },
  };
});

// React's owner stacks (the "where from" under a dev warning) only when asked for (react-owner-stacks.ts).
if (import.meta.env.UNIT_OWNER_STACKS !== '1') skipOwnerStacks();

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
