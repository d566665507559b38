// Why: what every route needs at once goes in one chunk — one request, no cascade of small shared chunks.
import { build, type Rolldown, type UserConfig } from 'vite';
import { APP_START } from './public-seo-files';

/**
 * The modules every route of a module needs at once: those of the entry chunk and its static
 * imports, and of the route tree's chunk and its static imports (the tree is a dynamic import,
 * so that no build carries another module's tree, but every route needs it at once), as the
 * bundler splits them by itself — a quick in-memory build of `config` without writing files.
 * Put in one chunk (codeSplitting in vite.config.ts), they are one request instead of a cascade
 * of small shared chunks and a second round trip for the tree. Taken from a real split rather
 * than from the import graph: a module that is imported by the first load but only used by a
 * lazy page (a barrel's unused re-export) stays with that page.
 */
export async function firstLoadModules(
  mode: string,
  module: string,
  config: UserConfig,
): Promise<Set<string>> {
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
