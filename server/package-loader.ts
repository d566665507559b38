// A module hook, registered by server/main.ts before the server is imported: the packages' own
// ES modules are read as Node reads them, past tsx's loader.
//
// Why: tsx rewrites every ES module that contains a dynamic import() (it chains a CommonJS-interop
// step onto each one) and makes a high-resolution source map of the rewrite, in its loader thread,
// for packages too. Whatever that costs stays in the process: ~150 MB of RSS for libxml2-wasm's
// one-megabyte module, ~100 MB for pdf.js, ~25 MB for PGlite (docs/memory.md). Packages ship plain
// JavaScript; only the server's own TypeScript needs tsx. CommonJS packages, and anything tsx
// itself marked (a query on the URL), still go through tsx.
import { readFile } from 'node:fs/promises';

interface LoadContext {
  format?: string | null | undefined;
}
interface LoadResult {
  format: string;
  source: Buffer;
  shortCircuit: true;
}
type NextLoad = (url: string, context: LoadContext) => Promise<unknown>;

export async function load(url: string, context: LoadContext, nextLoad: NextLoad): Promise<unknown> {
  const packageModule =
    context.format === 'module' &&
    url.startsWith('file:') &&
    url.includes('/node_modules/') &&
    !url.includes('?') &&
    /\.m?js$/.test(url);
  if (!packageModule) return nextLoad(url, context);
  const result: LoadResult = { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  return result;
}
