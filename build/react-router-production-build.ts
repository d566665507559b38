// Why: react-router's package exports only its development build, which keeps unused code in every bundle.
import type { Plugin } from 'vite';
import { fromRoot } from './paths';

/**
 * react-router 7's package.json exports only its development build (ENABLE_DEV_WARNINGS on),
 * also to production bundles (remix-run/react-router#12532, #14102). Production builds resolve
 * it to the production build it ships beside it, and drop its top-level
 * `Component.displayName = '…'` assignments (devtools labels) and marks its top-level
 * forwardRef / memo / createContext calls pure: otherwise these statements keep <Link>,
 * <NavLink>, <Form>, <ScrollRestoration> and the framework-mode code they use in every bundle,
 * used or not.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist = fromRoot('node_modules/react-router/dist/production/');
  // Matched by its end, as the bundler names a module by its real path: node_modules may be a
  // link (a git worktree shares the main checkout's), and `dist` would then match nothing.
  const productionBuild = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;
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
      if (!productionBuild.test(id)) return null;
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
