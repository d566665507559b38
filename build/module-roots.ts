// Why: a build must not reach another module's app, not even through code its module flag makes dead.
import type { Plugin } from 'vite';

/**
 * src/app/app.tsx renders the public site's router or the back-office app, chosen by the folded
 * VITE_MODULE. The branch a build does not take is dead code, yet the bundler still follows its
 * imports and splits off every chunk they import dynamically: the public build would carry the
 * signed-in back-office (TanStack Query, notistack, the data router's code in react-router's
 * shared module: ~20 KB on every public page), and the back-office the public route tree. In each
 * build, app.tsx's import of the other module's root resolves to a stub that throws if it is ever
 * rendered.
 */
const ROOTS: Record<string, 'public' | 'back-office'> = {
  './router': 'public',
  './back-office-app': 'back-office',
};
const STUB = '\0other-module-root';

export function moduleRoots(module: string): Plugin {
  const own = module === 'public' ? 'public' : 'back-office';
  return {
    name: 'module-roots',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]src[\\/]app[\\/]app\.tsx$/.test(importer)) return null;
      const root = ROOTS[source];
      return root !== undefined && root !== own ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'function otherModule() { throw new Error("This build has no such app: see build/module-roots.ts"); }',
        'export const AppRouter = otherModule;',
        'export const BackOfficeApp = otherModule;',
      ].join('\n');
    },
  };
}
