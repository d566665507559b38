import { build, defineConfig, loadEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * MUI's createTheme() and <ThemeProvider> import the CSS-variables theme machinery
 * (createThemeWithVars, CssVarsProvider, color-scheme storage and script: ~8 KB gzip) even for
 * themes without `cssVariables` or `colorSchemes`, which is what src/theme builds — those take
 * the createThemeNoVars / ThemeProviderNoVars path at run time (tests/unit/theme checks it).
 * In production builds the two imports are replaced by a stub that fails loudly if a CSS-variables
 * theme is ever used, so the bundler can drop that code. Dev server and tests run MUI unchanged.
 */
function muiWithoutCssVarsThemes(): Plugin {
  const stub = (name: string) =>
    `const ${name} = () => { throw new Error('CSS-variables MUI themes are not bundled: see muiWithoutCssVarsThemes in vite.config.ts'); };`;
  const replacements: Record<string, [from: string, to: string]> = {
    'styles/createTheme.mjs': [
      'import createThemeWithVars from "./createThemeWithVars.mjs";',
      stub('createThemeWithVars'),
    ],
    'styles/ThemeProvider.mjs': [
      'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
      stub('CssVarsProvider'),
    ],
  };
  return {
    name: 'mui-without-css-vars-themes',
    apply: 'build',
    transform(code, id) {
      const file = /[\\/]@mui[\\/]material[\\/](styles[\\/][^\\/]+\.mjs)$/.exec(id)?.[1]?.replace('\\', '/');
      const replacement = file === undefined ? undefined : replacements[file];
      if (replacement === undefined) return null;
      const [from, to] = replacement;
      if (!code.includes(from)) {
        this.warn(`${file} changed in this MUI version: its CSS-variables code stays in the bundle`);
        return null;
      }
      return { code: code.replace(from, to), map: null };
    },
  };
}

/**
 * react-router 7's package.json exports only its development build (ENABLE_DEV_WARNINGS on),
 * also to production bundles (remix-run/react-router#12532, #14102). Production builds resolve
 * it to the production build it ships beside it, and drop its top-level
 * `Component.displayName = '…'` assignments (devtools labels) and marks its top-level
 * forwardRef / memo / createContext calls pure: otherwise these statements keep <Link>,
 * <NavLink>, <Form>, <ScrollRestoration> and the framework-mode code they use in every bundle,
 * used or not.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  const entries: Record<string, string> = {
    'react-router': `${dist}index.mjs`,
    'react-router/dom': `${dist}dom-export.mjs`,
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
    transform(code, id) {
      if (!id.startsWith(dist)) return null;
      const stripped = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
        .replace(
          /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        );
      return { code: stripped, map: null };
    },
  };
}

/**
 * The public build's copies of the shared namespaces (common.json, layout.json; th and en) keep
 * only the groups of texts the public site shows; the rest (confirm dialogs, toasts, upload,
 * status, settings drawer, the words of the back-office's error keys, the dashboard menu and
 * account menu …) is back-office text that every public visitor would otherwise download. (The
 * error banner shows an unknown detail key as it is; the public contact form marks its own
 * fields.) Which namespace files each build bundles is decided in src/lib/i18n.ts; unit tests
 * and the dev server see the whole files.
 */
const PUBLIC_TEXT_GROUPS: Record<string, string[]> = {
  common: ['language', 'appName', 'loading', 'action', 'errorBanner', 'errorBoundary'],
  layout: ['brand', 'logo', 'loading', 'skipToContent', 'themeMode', 'nav', 'footer'],
};

function publicCommonTexts(module: string): Plugin {
  return {
    name: 'public-common-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/]([^\\/.]+)\.json$/.exec(id)?.[1];
      const groups = file ? PUBLIC_TEXT_GROUPS[file] : undefined;
      if (module !== 'public' || !groups) return null;
      const texts = JSON.parse(code) as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(texts).filter(([group]) => groups.includes(group)));
      return { code: JSON.stringify(kept), map: null };
    },
  };
}

/**
 * The public pages' text is the largest paint, in the web font: `<link rel="preload">` for its
 * six files (Thai and Latin subsets, the three weights the typography uses; the server's HTML
 * uses all of them on the first screen) lets the browser fetch them with the stylesheet instead
 * of after the first layout, so the text is painted once, in its font (no swap shift, earlier
 * LCP), and the fonts never wait behind layout as render-blocking requests.
 */
function publicFontPreload(module: string): Plugin {
  let base = '/';
  return {
    name: 'public-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (module !== 'public' || !context.bundle) return [];
        return Object.keys(context.bundle)
          .filter((file) => /anuphan-(thai|latin)-(400|600|700)-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Brotli and gzip copies of the text files (`x.js.br`, `x.js.gz`) next to each, made once at
 * build time at the highest levels; the server sends the one the browser accepts
 * (@fastify/static `preCompressed`, server/plugins/static-apps.ts) — the first load crosses the
 * network compressed (quality.md measures it so) without compressing on every request.
 */
function precompressedFiles(): Plugin {
  return {
    name: 'precompressed-files',
    apply: 'build',
    // After the files are written: Vite fills in some chunks' code (its preload markers) in
    // generateBundle, so earlier the copies would hold unfinished code.
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json|xml|txt)$/.test(file.fileName) || file.fileName.startsWith('.vite/'))
          continue;
        const bytes = readFileSync(path.join(outDir, file.fileName));
        // Below ~1 KB the headers cost more than compression saves.
        if (bytes.length < 1024) continue;
        writeFileSync(path.join(outDir, `${file.fileName}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(
          path.join(outDir, `${file.fileName}.br`),
          brotliCompressSync(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * The public build's entry imports the back-office provider stack (src/app/providers.tsx picks
 * the stack by the folded VITE_MODULE, so the public site never renders it). That import alone
 * makes TanStack Query and notistack part of the entry's module graph, and as soon as a lazy
 * public chunk uses them (the contact form's toasts) the bundler puts them in the first load.
 * In the public build, what providers.tsx imports for the back-office stack only resolves to a
 * stub that throws if it is ever rendered; lazy chunks get the real modules.
 */
const BACK_OFFICE_STACK_IMPORTS = [
  '@tanstack/react-query',
  'src/lib/query-client',
  'src/providers/snackbar/snackbar-provider',
];
const BACK_OFFICE_STACK_STUB = '\0public-back-office-stack-stub';

function publicWithoutBackOfficeStack(module: string): Plugin {
  return {
    name: 'public-without-back-office-stack',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (module !== 'public' || !importer) return null;
      if (!/[\\/]src[\\/]app[\\/]providers\.tsx$/.test(importer)) return null;
      // `src/…` arrives here already turned into an absolute path by the alias.
      const wanted = source.replaceAll('\\', '/');
      return BACK_OFFICE_STACK_IMPORTS.some((name) => wanted === name || wanted.endsWith(`/${name}`))
        ? BACK_OFFICE_STACK_STUB
        : null;
    },
    load(id) {
      if (id !== BACK_OFFICE_STACK_STUB) return null;
      return [
        'function backOfficeOnly() { throw new Error("The back-office provider stack is not in the public build"); }',
        'export const QueryClientProvider = backOfficeOnly;',
        'export const SnackbarProvider = backOfficeOnly;',
        'export const createQueryClient = backOfficeOnly;',
      ].join('\n');
    },
  };
}

/** The public site's entry that starts the app after the first paint (src/app-start.ts). */
const APP_START = 'src/app-start.ts';

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
 * Thai title, description and Open Graph values of each page, read from the locale files, with
 * the site's origin (VITE_SITE_URL). The server writes them into the HTML it serves
 * (server/plugins/public-html.ts): crawlers and link previews run no JavaScript. Under `.vite/`
 * so that the server never serves it as a file.
 */
function publicSeoFiles(module: string, siteUrl: string | undefined): Plugin {
  const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)));
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
      const texts = (JSON.parse(read('./src/locales/th/public.json').toString()) as { seo: SeoTexts }).seo;
      const brand = (
        JSON.parse(read('./src/locales/th/layout.json').toString()) as { brand: { public: string } }
      ).brand.public;
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
      if (!appStart) throw new Error('the public build has no app-start entry (src/app-start.ts)');
      const seo = {
        appStart: `${base}${appStart.fileName}`,
        siteUrl: origin,
        siteName: brand,
        locale: 'th_TH',
        image: { path: '/og-image.png', width: 1200, height: 630, alt: texts.imageAlt },
        pages,
      };
      const urls = PUBLIC_SEO_PAGES.filter(({ path }) => path.startsWith('/')).map(
        ({ path }) => `  <url><loc>${origin}${path}</loc></url>`,
      );
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });
      emit('.vite/seo.json', JSON.stringify(seo, null, 2));
      emit('og-image.png', read('./src/assets/seo/og-image.png'));
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

/** Where the public site's server renderer goes: beside the public build, never inside it (served). */
function publicServerDir(publicOutDir: string): string {
  return path.join(path.dirname(publicOutDir), 'public-server');
}

/**
 * The public build also builds its server renderer (src/entry-server.tsx) for Node, into
 * ../public-server beside the web app (server/plugins/public-html.ts loads it): the pages are
 * sent as HTML that paints before the script has arrived, then hydrated. Built from the same
 * sources in the same mode, so both render the same page. Packages are bundled in, in their
 * production builds: the renderer needs nothing from node_modules at run time.
 */
function publicServerRenderer(module: string, mode: string): Plugin {
  let outDir = '';
  let write = true;
  return {
    name: 'public-server-renderer',
    apply: (_config, { command, isSsrBuild }) => module === 'public' && command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    async closeBundle() {
      if (!write) return;
      const config = moduleConfig({ mode });
      await build({
        configFile: false,
        mode,
        logLevel: 'warn',
        plugins: [react(), muiWithoutCssVarsThemes()],
        resolve: config.resolve,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: publicServerDir(outDir),
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          reportCompressedSize: false,
        },
      });
    },
  };
}

interface ModuleConfigOptions {
  mode: string;
  /** Module ids to put in the first-load chunk (codeSplitting below); none: the bundler's own split. */
  firstLoad?: ReadonlySet<string>;
}

/** The whole config of one module and environment, with or without the first-load chunk. */
function moduleConfig({ mode, firstLoad }: ModuleConfigOptions): UserConfig {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const module = env.VITE_MODULE ?? 'admin';
  return {
    plugins: [
      react(),
      reactRouterProductionBuild(),
      muiWithoutCssVarsThemes(),
      publicCommonTexts(module),
      publicFontPreload(module),
      publicSeoFiles(module, env.VITE_SITE_URL),
      precompressedFiles(),
      publicWithoutBackOfficeStack(module),
      publicServerRenderer(module, mode),
    ],
    base: env.VITE_BASE_PATH ?? '/',
    resolve: {
      alias: [
        { find: 'src', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: 'contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
        // React 18+ has useSyncExternalStore built in; the shim package (react-i18next imports
        // it) only adds a fallback for older React.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
    // The manifest lets scripts/bench-size.mjs follow each route's chunks (first-load budget).
    build: {
      outDir: `dist/${module}`,
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      // `target` stays Vite's default ('baseline-widely-available': Chrome/Edge 111, Firefox 114,
      // Safari 16.4), already newer than es2022: nothing is down-levelled.
      // Every supported browser knows <link rel="modulepreload">: the polyfill is dead weight.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The public site has a second entry: it starts the app after the first paint of the
        // server's HTML (src/app-start.ts; publicSeoFiles tells the server its file).
        input:
          module === 'public'
            ? {
                index: fileURLToPath(new URL('./index.html', import.meta.url)),
                'app-start': fileURLToPath(new URL(`./${APP_START}`, import.meta.url)),
              }
            : undefined,
        output: {
          // See firstLoadModules: everything every route needs at once in one chunk.
          codeSplitting: firstLoad
            ? { groups: [{ name: 'app', test: (id) => firstLoad.has(id) }] }
            : undefined,
        },
        treeshake: {
          // Packages that declare no `sideEffects` in their package.json although importing them
          // does nothing but define code; without this, their unused code stays in the bundle:
          // - notistack: its top level only builds its own components' styles (the public build
          //   mounts no SnackbarProvider);
          // - hoist-non-react-statics: @emotion/react imports it bare, for withTheme (unused).
          // Packages not listed keep their own flag.
          moduleSideEffects: [
            { test: /[\\/]node_modules[\\/](notistack|hoist-non-react-statics)[\\/]/, sideEffects: false },
          ],
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3400),
      strictPort: true,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3401}` },
    },
    preview: { port: 3400 },
  };
}

/**
 * The modules every route of a module needs at once: those of the entry chunk and its static
 * imports, and of the route tree's chunk and its static imports (the tree is a dynamic import,
 * so that no build carries another module's tree, but every route needs it at once), as the
 * bundler splits them by itself — a quick in-memory build without writing files. Put in one
 * chunk, they are one request instead of a cascade of small shared chunks and a second round
 * trip for the tree. Taken from a real split rather than from the import graph: a module that
 * is imported by the first load but only used by a lazy page (a barrel's unused re-export)
 * stays with that page.
 */
async function firstLoadModules(mode: string): Promise<Set<string>> {
  const module = loadEnv(mode, process.cwd(), 'VITE_').VITE_MODULE ?? 'admin';
  const config = moduleConfig({ mode });
  const result = await build({
    ...config,
    configFile: false,
    mode,
    logLevel: 'silent',
    // Only the split matters here: no files, no minification, no size report.
    build: {
      ...config.build,
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      reportCompressedSize: false,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const tree = `/src/app/routes/${module}-routes.tsx`;
  const ids = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const id of chunk.moduleIds) ids.add(id);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    // The app-start entry stays a file of its own: it is loaded before the app.
    if ((chunk.isEntry && !facade.endsWith(`/${APP_START}`)) || facade.endsWith(tree)) visit(chunk.fileName);
  }
  return ids;
}

// One config for every module and environment: `vite --mode admin-dev|customer-prod|public-prod …`.
export default defineConfig(async ({ mode, command }) =>
  moduleConfig({ mode, firstLoad: command === 'build' ? await firstLoadModules(mode) : undefined }),
);
