// Why: crawlers and link previews run no JavaScript; the server writes these titles, tags and files for them.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { fromRoot } from './paths';

/** The public site's entry that starts the app after the first paint (src/app-start.ts). */
export const APP_START = 'src/app-start.ts';

/** The public pages crawlers should find (the sitemap) and whose tags the server writes. */
const PUBLIC_SEO_PAGES = [
  { path: '/', key: 'landing', module: 'src/features/landing/routes/landing-page.tsx' },
  { path: '/about-us', key: 'about', module: 'src/features/about/routes/about-page.tsx' },
  { path: '/contact-us', key: 'contact', module: 'src/features/contact/routes/contact-page.tsx' },
  { path: '404', key: 'notFound', module: undefined },
] as const;

interface SeoTexts {
  imageAlt: string;
  pages: Record<(typeof PUBLIC_SEO_PAGES)[number]['key'], { title: string; description: string }>;
}

/**
 * The public build's files for crawlers and link previews (the other builds get none):
 * robots.txt pointing at sitemap.xml (the three pages), og-image.png, and `.vite/seo.json` — the
 * Thai title, description and Open Graph values of each page (and under `en` the English ones), read from the locale files, with
 * the site's origin (VITE_SITE_URL). The server writes them into the HTML it serves
 * (server/plugins/public-html.ts): crawlers and link previews run no JavaScript. Under `.vite/`
 * so that the server never serves it as a file.
 */
export function publicSeoFiles(module: string, siteUrl: string | undefined): Plugin {
  const read = (file: string) => readFileSync(fromRoot(file));
  let base = '/';
  return {
    name: 'public-seo-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (module !== 'public') return;
      if (!siteUrl) throw new Error('VITE_SITE_URL (the public site origin) is missing from the .env file');
      const origin = siteUrl.replace(/\/+$/, '');
      const textsIn = (language: 'th' | 'en') => ({
        ...(JSON.parse(read(`src/locales/${language}/public.json`).toString()) as { seo: SeoTexts }).seo,
        brand: (
          JSON.parse(read(`src/locales/${language}/layout.json`).toString()) as { brand: { public: string } }
        ).brand.public,
      });
      const texts = textsIn('th');
      const brand = texts.brand;
      const english = textsIn('en');
      // A page's lazy route chunk and what it imports beyond the entry: the server names them
      // in the page it serves (modulepreload), so they download with the entry, not after it.
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
      );
      const pageChunks = (source: string | undefined) => {
        const page =
          source && chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
        if (!page) return [];
        return [page.fileName, ...page.imports]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `${base}${file}`);
      };
      const pages = Object.fromEntries(
        PUBLIC_SEO_PAGES.map(({ path, key, module: source }) => [
          path,
          {
            title: `${texts.pages[key].title} | ${brand}`,
            description: texts.pages[key].description,
            modulePreload: pageChunks(source),
          },
        ]),
      );
      const appStart = chunks.find((chunk) => chunk.isEntry && chunk.name === 'app-start');
      if (!appStart) throw new Error(`the public build has no app-start entry (${APP_START})`);
      const seo = {
        appStart: `${base}${appStart.fileName}`,
        siteUrl: origin,
        siteName: brand,
        locale: 'th_TH',
        image: { path: '/og-image.png', width: 1200, height: 630, alt: texts.imageAlt },
        pages,
        en: {
          siteName: english.brand,
          imageAlt: english.imageAlt,
          pages: Object.fromEntries(
            PUBLIC_SEO_PAGES.map(({ path, key }) => [
              path,
              {
                title: `${english.pages[key].title} | ${english.brand}`,
                description: english.pages[key].description,
              },
            ]),
          ),
        },
      };
      const urls = PUBLIC_SEO_PAGES.filter(({ path }) => path.startsWith('/')).map(
        ({ path }) => `  <url><loc>${origin}${path}</loc></url>`,
      );
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });
      emit('.vite/seo.json', JSON.stringify(seo, null, 2));
      emit('og-image.png', read('src/assets/seo/og-image.png'));
      emit(
        'sitemap.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
      emit(
        'robots.txt',
        `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /customer/\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    },
  };
}
