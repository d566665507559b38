import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../build/react-router-production-build';

// The react-router patch (build/react-router-production-build.ts) must reach the module the
// bundler loads, which it names by its real path: in a git worktree node_modules is a link to
// the main checkout's, and a patch that matched the linked path left ≈ 4 KB gzip of unused
// <Link>/<NavLink>/<Form> code on every page.

const linkedDist = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const realDist = `${realpathSync(linkedDist)}/`;
/** The ES module of react-router's production build that holds its components. */
const components = readdirSync(realDist)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ id: `${realDist}${file}`, code: readFileSync(`${realDist}${file}`, 'utf8') }))
  .find(({ code }) => /^var NavLink = /m.test(code));

/** The module that holds the routers (createRouter). */
const routers = readdirSync(realDist)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ id: `${realDist}${file}`, code: readFileSync(`${realDist}${file}`, 'utf8') }))
  .find(({ code }) => /^function createRouter\(init\) \{$/m.test(code));

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (reactRouterProductionBuild() as Plugin & { transform: Transform }).transform;

describe('the react-router production build patch', () => {
  it('marks <NavLink> and <Form> pure in the module the bundler loads (its real path)', () => {
    expect(components, 'no module of react-router defines NavLink: update the patch').toBeDefined();
    const { id, code } = components!;
    const patched = transform.call({}, code, id)?.code ?? code;
    expect(patched).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(patched).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(patched).not.toMatch(/^NavLink\.displayName = /m);
  });

  it("cuts the routers' checks for features this app never turns on (instrumentation, hydration data, RSC)", () => {
    expect(routers, 'no module of react-router defines createRouter: update the patch').toBeDefined();
    const { id, code } = routers!;
    const patched = transform.call({}, code, id)?.code ?? code;
    expect(code).toContain('if (init.instrumentations) {');
    expect(patched).not.toContain('init.instrumentations) {');
    expect(patched).not.toContain('|| parseHydrationData()');
    expect(patched).not.toContain('this.context');
    expect(patched).not.toContain('contextType = RSCRouterContext');
    expect(patched).toContain('react-router fetchers are not bundled');
    expect(patched).not.toContain('opts.submission && isMutationMethod(opts.submission.formMethod)) {');
    expect(patched).toContain('if (true) return { middleware: void 0, route: void 0, handler: void 0 };');
  });

  it('stops the build when react-router changed a check it cuts', () => {
    const { id, code } = routers!;
    const changed = code.replace('if (init.instrumentations) {', 'if (init.instrumentation) {');
    expect(() => transform.call({}, changed, id)).toThrow(/react-router changed .*instrumentation/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call({}, 'var x = 1;', fileURLToPath(import.meta.url))).toBeNull();
  });
});

describe("react-router's fetchers", () => {
  it('are used nowhere in src, nor submitting navigations or lazy route properties: the production build cuts them', () => {
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const usesFetchers = files.filter((file) =>
      /import \{[^}]*\b(?:useFetcher|useFetchers|useSubmit|Form)\b[^}]*\} from 'react-router(?:-dom)?'/.test(
        readFileSync(join(src, file), 'utf8'),
      ),
    );
    expect(usesFetchers).toEqual([]);
    // Nor any navigation that submits (the production build cuts route actions).
    const submits = files.filter((file) => /\bformMethod\b/.test(readFileSync(join(src, file), 'utf8')));
    expect(submits).toEqual([]);
    // Nor lazy route properties (cut too): pages are lazy through React.lazy (lazyPage).
    const lazyRoutes = files.filter((file) =>
      /\blazy:\s*(?:async\s*)?\(/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(lazyRoutes).toEqual([]);
  });
});

describe("react-router's <Link>", () => {
  it('is used nowhere in src: in-app links are RouterLink (src/components/router-link)', () => {
    // <Link> brings react-router's prefetch code (≈ 2.5 KB gzip on the first screen after the
    // sign-in, docs/bundle-size.md); RouterLink does what this app needs of it.
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const importsLink = files.filter((file) =>
      /import \{[^}]*\b(?:Nav)?Link\b[^}]*\} from 'react-router(?:-dom)?'/.test(
        readFileSync(join(src, file), 'utf8'),
      ),
    );
    expect(importsLink).toEqual([]);
  });
});
