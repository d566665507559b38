import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { aliases } from './build/aliases';
import { firstLoadGroups, type FirstLoadGroup } from './build/first-load-chunk';
import { fromRoot } from './build/paths';
import { moduleRoots } from './build/module-roots';
import { muiWithoutCssVarsThemes } from './build/mui-without-css-vars-themes';
import { precompressedFiles } from './build/precompressed-files';
import { publicCommonTexts } from './build/public-common-texts';
import { publicFontPreload } from './build/public-font-preload';
import { APP_START, publicSeoFiles } from './build/public-seo-files';
import { publicServerRenderer } from './build/public-server-renderer';
import { reactRouterProductionBuild } from './build/react-router-production-build';

// One config for every module and environment: `vite --mode admin-dev|customer-prod|public-prod …`.
// The module (admin, customer, public) comes from the mode's .env file; each plugin is a file of
// its own under build/ that says why it exists (docs/build.md).

interface ModuleConfigOptions {
  mode: string;
  /** The first-load chunks and their module ids (build/first-load-chunk.ts); none: the bundler's own split. */
  firstLoad?: readonly FirstLoadGroup[];
}

function moduleOf(mode: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_').VITE_MODULE ?? 'admin';
}

/** The whole config of one module and environment, with or without the first-load chunk. */
function moduleConfig({ mode, firstLoad }: ModuleConfigOptions): UserConfig {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const module = moduleOf(mode);
  return {
    plugins: [
      react(),
      reactRouterProductionBuild(),
      muiWithoutCssVarsThemes(),
      publicCommonTexts(module),
      publicFontPreload(module),
      publicSeoFiles(module, env.VITE_SITE_URL),
      precompressedFiles(),
      moduleRoots(module),
      publicServerRenderer(module, mode),
    ],
    base: env.VITE_BASE_PATH ?? '/',
    resolve: { alias: aliases },
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
        // server's HTML (src/app-start.ts; build/public-seo-files.ts tells the server its file).
        input:
          module === 'public'
            ? { index: fromRoot('index.html'), 'app-start': fromRoot(APP_START) }
            : undefined,
        output: {
          // See build/first-load-chunk.ts: what a first load needs at once, one chunk per part.
          codeSplitting: firstLoad
            ? {
                groups: firstLoad.map(({ name, ids, withDependencies }) => ({
                  name,
                  test: (id: string) => ids.has(id),
                  includeDependenciesRecursively: withDependencies,
                })),
              }
            : undefined,
        },
        treeshake: {
          // Packages that declare no `sideEffects` in their package.json although importing them
          // does nothing but define code; without this, their unused code stays in the bundle:
          // - notistack: its top level only builds its own components' styles (the public build
          //   mounts no SnackbarProvider);
          // - hoist-non-react-statics: @emotion/react imports it bare, for withTheme (unused).
          // - contract/: the API contract's constants, types and JSON schemas (the server's);
          //   a page that reads one constant of a file must not keep the file's other imports.
          // Packages not listed keep their own flag.
          moduleSideEffects: [
            { test: /[\\/]node_modules[\\/](notistack|hoist-non-react-statics)[\\/]/, sideEffects: false },
            { test: /[\\/]contract[\\/][^\\/]+\.ts$/, sideEffects: false },
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

export default defineConfig(async ({ mode, command }) => {
  const firstLoad =
    command === 'build' ? await firstLoadGroups(mode, moduleOf(mode), moduleConfig({ mode })) : undefined;
  return moduleConfig({ mode, firstLoad });
});
