// Why: the server sends brotli/gzip copies made once at build time instead of compressing per request.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies of the text files (`x.js.br`, `x.js.gz`) next to each, made once at
 * build time at the highest levels; the server sends the one the browser accepts
 * (@fastify/static `preCompressed`, server/plugins/static-apps.ts) — the first load crosses the
 * network compressed (quality.md measures it so) without compressing on every request.
 */
export function precompressedFiles(): Plugin {
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
