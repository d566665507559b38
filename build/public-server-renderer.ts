// Why: the public pages are sent as server-rendered HTML; this builds that renderer beside the web app.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { aliases } from './aliases';
import { muiWithoutCssVarsThemes } from './mui-without-css-vars-themes';

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
export function publicServerRenderer(module: string, mode: string): Plugin {
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
      await build({
        configFile: false,
        mode,
        logLevel: 'warn',
        plugins: [react(), muiWithoutCssVarsThemes()],
        resolve: { alias: aliases },
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
