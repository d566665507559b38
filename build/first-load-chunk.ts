// Why: what a first load needs at once goes in one chunk per part — one request, no cascade of small shared chunks.
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { APP_START } from './public-seo-files';

/** One chunk of the first load: its name and the module ids that go in it. */
export interface FirstLoadGroup {
  name: string;
  ids: ReadonlySet<string>;
  /**
   * Whether the modules these depend on join the chunk too (the bundler's default). Not for the
   * signed-in app: what it shares with the signed-out pages (MUI's Alert, Stack …) must stay
   * where those pages can load it without downloading the signed-in app.
   */
  withDependencies: boolean;
}

/**
 * The public first load in parts, each a chunk of its own that the next ones import: a part is the
 * modules `test` picks with all they import (less the earlier parts'); the app is the rest.
 * src/app-start.ts runs them one task at a time — together they were one task of ~200 ms on a
 * phone, in which the page answered no tap (Lighthouse's Total Blocking Time).
 */
const PUBLIC_PARTS = [
  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
  { name: 'mui', test: /\/node_modules\/(@mui|@emotion)\// },
  // i18next and the Thai texts, read and set up when the module runs.
  { name: 'i18n', test: /\/src\/lib\/i18n\.ts$/ },
];

/** The back-office's signed-in app (src/app/back-office-app.tsx loads it after the sign-in). */
const SIGNED_IN_APP = 'src/app/signed-in-app.tsx';
/** The back-office's sign-in page and its own feature's code (a first load with a bar). */
const SIGN_IN_PAGE = 'src/features/auth/routes/login-page.tsx';
const SIGN_IN_FEATURE = '/src/features/auth/';
/** The first screen after the sign-in: the dashboard's layout and page (scripts/bench-size.mjs). */
const FIRST_SCREEN = ['src/app/dashboard-shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'];

/**
 * The modules a first load needs at once, as the bundler splits them by itself — a quick
 * in-memory build of `config` without writing files — put into one chunk per part:
 * - public: the entry chunk and its static imports, and the route tree's chunk and its static
 *   imports (the tree is a dynamic import, so that no build carries another module's tree, but
 *   every route needs it at once) → `app`;
 * - admin / customer: the entry and its static imports (the signed-out pages' shell) → `app`;
 *   the signed-in app's chunk and the route tree's, with their static imports, less what `app`
 *   has → `signed-in` (what every signed-in screen needs at once, loaded after the sign-in);
 *   what the sign-in page needs besides its own code → `app` when the first screen after the
 *   sign-in needs it too, else `form-fields`.
 * One request each instead of a cascade of small shared chunks and a second round trip for the
 * tree. Taken from a real split rather than from the import graph: a module that is imported by
 * the first load but only used by a lazy page (a barrel's unused re-export) stays with that page.
 */
export async function firstLoadGroups(
  mode: string,
  module: string,
  config: UserConfig,
): Promise<FirstLoadGroup[]> {
  // Which modules each module imports (statically), read from the quick build.
  const importsOf = new Map<string, readonly string[]>();
  const readImports: Plugin = {
    name: 'first-load-imports',
    generateBundle() {
      for (const id of this.getModuleIds()) importsOf.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const result = await build({
    ...config,
    plugins: [...(config.plugins ?? []), readImports],
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
  const facadeOf = (chunk: (typeof chunks)[number]) => chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
  /** The modules of the chunks that `starts` picks, with their static imports. */
  const modulesOf = (
    starts: (facade: string, isEntry: boolean, fileName: string) => boolean,
  ): Set<string> => {
    const ids = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName);
      if (!chunk || seen.has(fileName)) return;
      seen.add(fileName);
      for (const id of chunk.moduleIds) ids.add(id);
      chunk.imports.forEach(visit);
    };
    for (const chunk of chunks)
      if (starts(facadeOf(chunk), chunk.isEntry, chunk.fileName)) visit(chunk.fileName);
    return ids;
  };
  const tree = `/src/app/routes/${module}-routes.tsx`;
  // The app-start entry stays a file of its own: it is loaded before the app.
  const isEntry = (facade: string, entry: boolean) => entry && !facade.endsWith(`/${APP_START}`);
  if (module === 'public') {
    const rest = modulesOf((facade, entry) => isEntry(facade, entry) || facade.endsWith(tree));
    const parts = PUBLIC_PARTS.map(({ name, test }) => {
      const ids = new Set<string>();
      // Through the modules that are not in the output too (a barrel file the bundler dropped).
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (rest.has(id)) ids.add(id);
        importsOf.get(id)?.forEach(visit);
      };
      for (const id of rest) if (test.test(id.replaceAll('\\', '/'))) visit(id);
      for (const id of ids) rest.delete(id);
      return { name, ids, withDependencies: false };
    });
    return [...parts, { name: 'app', ids: rest, withDependencies: false }];
  }
  const app = modulesOf(isEntry);
  const isSignedIn = (facade: string) => facade.endsWith(`/${SIGNED_IN_APP}`) || facade.endsWith(tree);
  const signedIn = modulesOf(isSignedIn);
  // What the entry's other lazy chunks (the signed-out pages, the English texts) share with the
  // signed-in app stays out of it: those pages must not download the signed-in app.
  const entryFiles = new Set(
    chunks.filter((chunk) => isEntry(facadeOf(chunk), chunk.isEntry)).map((c) => c.fileName),
  );
  const signedOutLazy = new Set(
    chunks
      .filter((chunk) => entryFiles.has(chunk.fileName))
      .flatMap((chunk) => chunk.dynamicImports)
      .filter((fileName) => !isSignedIn(facadeOf(byFile.get(fileName)!))),
  );
  const sharedWithSignedOut = modulesOf((_facade, _entry, fileName) => signedOutLazy.has(fileName));
  for (const id of [...app, ...sharedWithSignedOut]) signedIn.delete(id);
  // The sign-in page's chunk keeps the page's own code; the rest it needs came as a cascade of
  // small shared chunks (MUI's text field parts, Paper, the password field …), each gzipped
  // on its own. What the first screen after the sign-in needs too joins `app` (both first loads
  // download it anyway); the rest is one chunk, `form-fields`, which the other forms share.
  const firstScreen = modulesOf(
    (facade) => isSignedIn(facade) || FIRST_SCREEN.some((file) => facade.endsWith(`/${file}`)),
  );
  const formFields = new Set<string>();
  for (const id of modulesOf((facade) => facade.endsWith(`/${SIGN_IN_PAGE}`))) {
    if (app.has(id) || id.replaceAll('\\', '/').includes(SIGN_IN_FEATURE)) continue;
    if (firstScreen.has(id)) app.add(id);
    else formFields.add(id);
  }
  return [
    { name: 'app', ids: app, withDependencies: true },
    { name: 'signed-in', ids: signedIn, withDependencies: false },
    { name: 'form-fields', ids: formFields, withDependencies: false },
  ];
}
