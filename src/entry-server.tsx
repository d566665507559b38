import type { LandingPageData } from 'contract/landing';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { i18n, type LanguageCode } from './lib/i18n';
import { setServerPageData } from './lib/server-page-data';

// The public site's server renderer (built by build/public-server-renderer.ts; used by
// server/plugins/public-html.ts): the HTML of one page, in the visitor's language (Thai or
// English, server/plugins/public-language.ts) with the default display settings, for the browser to paint before its script has arrived; src/main.tsx hydrates it.

/** The inner HTML of #root for `path` with the page's data (the JSON block of the same page). */
export async function renderPage(
  path: string,
  data: LandingPageData | undefined,
  language: LanguageCode = 'th',
): Promise<string> {
  setServerPageData(data);
  // Its texts are loaded before it renders (English comes in a chunk of its own).
  await i18n.changeLanguage(language);
  // prerender (not renderToString) waits for the lazy route tree and page. No boundary is sent
  // apart from its content (that would take an inline script, which the CSP refuses).
  const { prelude } = await prerender(
    <StrictMode>
      <App location={path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
