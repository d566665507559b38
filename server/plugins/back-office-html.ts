// The back-office's index.html as the server hands it out: for a signed-out page (sign-in,
// forgot and forced password change) it names that page's script chunks (modulepreload) and the
// regular weight of the web font its text is set in (preload), so the browser fetches them with
// the entry instead of after it has run and rendered — the sign-in page is a first load with a
// Lighthouse bar (docs/bundle-size.md). Every other page gets index.html as built. Read from the
// build's Vite manifest once; a build without one gets index.html as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** The signed-out pages (src/app/signed-out-pages.tsx) by their path in the app. */
const SIGNED_OUT_PAGES: Record<string, string> = {
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/forgot-password': 'src/features/account/routes/forgot-password-page.tsx',
  '/change-password': 'src/features/account/routes/forced-password-change-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
}

/** The font files of the pages' body text (Thai and Latin, regular): their largest paint. */
const BODY_FONT = /anuphan-(thai|latin)-wght-normal-[\w-]+\.woff2$/;
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and those of everything it imports statically. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

export interface BackOfficeHtml {
  /** The HTML of a page path inside the app (`/login`), or undefined: serve index.html as it is. */
  pageHtml(pagePath: string): string | undefined;
}

export function createBackOfficeHtml(appDir: string, prefix: string, log: FastifyBaseLogger): BackOfficeHtml {
  let pages: Map<string, string> | undefined;

  const build = (): Map<string, string> => {
    const made = new Map<string, string>();
    try {
      const html = readFileSync(path.join(appDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(appDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const firstLoad = filesOf(manifest, 'index.html');
      const fonts = (manifest['index.html']?.assets ?? [])
        .filter((file) => BODY_FONT.test(file))
        .map(
          (file) =>
            `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${prefix}/${file}" />\n`,
        )
        .join('');
      for (const [page, source] of Object.entries(SIGNED_OUT_PAGES)) {
        const scripts = [...filesOf(manifest, source)]
          .filter((file) => file.endsWith('.js') && !firstLoad.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="${prefix}/${file}" />\n`)
          .join('');
        const links = `${fonts}${scripts}`;
        if (links) made.set(page, html.replace('</head>', `${links}  </head>`));
      }
    } catch (error) {
      log.warn(
        { err: error, dir: appDir },
        'the back-office build has no readable manifest: no page preloads',
      );
    }
    return made;
  };

  return {
    pageHtml(pagePath) {
      pages ??= build();
      return pages.get(pagePath.replace(/(.)\/+$/, '$1'));
    },
  };
}
