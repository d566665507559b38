// Why: react-router's package exports only its development build, which keeps unused code in every bundle.
import type { Plugin } from 'vite';
import { fromRoot } from './paths';

/**
 * Code paths of react-router's routers for features this app never turns on, each cut at the one
 * check that enables it, so that the bundler drops the code behind it (≈ 3 KB gzip on every
 * page that routes; docs/bundle-size.md). `count` is how many times the check is in the module:
 * when a react-router version changes it, the build stops (a silent miss would put the code back
 * unnoticed, and a changed check may need a different cut, or none).
 * - instrumentation: `createBrowserRouter({ instrumentations })`, which src/app never passes;
 * - hydration data: a server-rendered data router's state (`window.__staticRouterHydrationData`);
 *   no page of this app is server-rendered with a data router (the public site's server renders
 *   the declarative router);
 * - React Server Components: the error boundary's redirect handling for RSC digests, which only
 *   the RSC routers (never used here) turn on by providing RSCRouterContext;
 * - fetchers: `router.fetch`, called only by useFetcher, useSubmit and <Form> (none in src:
 *   tests/build/react-router-production-build.test.ts), throws instead of loading or submitting;
 * - lazy route properties (`lazy: () => import(…)` on a route object; src's routes render lazy
 *   pages with React.lazy instead): nothing is loaded before a route's loader;
 * - actions: a navigation that submits (POST … from <Form>, useSubmit or navigate's formMethod,
 *   none in src) no longer calls a route's action first.
 */
const UNUSED_FEATURES: { feature: string; from: string; to: string; count: number }[] = [
  { feature: 'instrumentation', from: 'if (init.instrumentations) {', to: 'if (false) {', count: 2 },
  {
    feature: 'hydration data',
    from: 'hydrationData: opts?.hydrationData || parseHydrationData(),',
    to: 'hydrationData: opts?.hydrationData,',
    count: 2,
  },
  {
    feature: 'React Server Components',
    from: 'RenderErrorBoundary.contextType = RSCRouterContext;',
    to: '',
    count: 1,
  },
  { feature: 'React Server Components', from: 'this.context', to: 'false', count: 2 },
  {
    feature: 'actions',
    from: '} else if (opts && opts.submission && isMutationMethod(opts.submission.formMethod)) {',
    to: '} else if (false) {',
    count: 1,
  },
  {
    feature: 'lazy route properties',
    from: 'function getDataStrategyMatchLazyPromises(mapRouteProperties2, manifest, request, match, lazyRoutePropertiesToSkip) {',
    to: 'function getDataStrategyMatchLazyPromises(mapRouteProperties2, manifest, request, match, lazyRoutePropertiesToSkip) {\n  if (true) return { middleware: void 0, route: void 0, handler: void 0 };',
    count: 1,
  },
  {
    feature: 'fetchers',
    from: 'async function fetch2(key, routeId, href, opts) {',
    to: 'async function fetch2(key, routeId, href, opts) {\n    throw new Error("react-router fetchers are not bundled: see build/react-router-production-build.ts");',
    count: 1,
  },
];

/** The module of react-router's production build that holds the routers (createRouter). */
const ROUTERS = /^function createRouter\(init\) \{$/m;

/**
 * react-router 7's package.json exports only its development build (ENABLE_DEV_WARNINGS on),
 * also to production bundles (remix-run/react-router#12532, #14102). Production builds resolve
 * it to the production build it ships beside it, and drop its top-level
 * `Component.displayName = '…'` assignments (devtools labels) and marks its top-level
 * forwardRef / memo / createContext calls pure: otherwise these statements keep <Link>,
 * <NavLink>, <Form>, <ScrollRestoration> and the framework-mode code they use in every bundle,
 * used or not. The module with the routers also loses the UNUSED_FEATURES above.
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
      let stripped = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
        .replace(
          /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        );
      if (ROUTERS.test(stripped)) stripped = withoutUnusedFeatures(stripped, id);
      return { code: stripped, map: null };
    },
  };
}

function withoutUnusedFeatures(code: string, id: string): string {
  let cut = code;
  for (const { feature, from, to, count } of UNUSED_FEATURES) {
    const found = cut.split(from).length - 1;
    if (found !== count) {
      throw new Error(
        `react-router changed (${id}): its ${feature} check \`${from}\` is there ${found} times, not ${count}. Update UNUSED_FEATURES in build/react-router-production-build.ts.`,
      );
    }
    cut = cut.replaceAll(from, to);
  }
  return cut;
}
