// The unit tier runs many files one after another in a worker (vitest.config.ts: `isolate:
// false`): jsdom, React, MUI, MSW, Testing Library and the rest of node_modules load once per
// worker instead of once per file, which was most of the tier's time. This first setup file
// gives each test file what a worker of its own gave it: the product's modules evaluated afresh
// (their module-level state — the query client, the routers, the session — and the file's own
// `vi.mock`s apply as before), and a blank page. Kept for the worker, as the issue asks: the
// texts (src/lib/i18n with every locale file; setup.ts puts the language back before each
// test) and the MSW server (setup.ts listens once and resets its handlers after each test).
import { vi } from 'vitest';

const KEPT = [
  /\/node_modules\//,
  /\/src\/locales\/.*\.json$/,
  /\/src\/lib\/(i18n|locale-resources)\.ts$/,
  /\/src\/mocks\//,
  /\/tests\/unit\/locale-files\.ts$/,
];

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

/** What `vi.resetModules()` does (vitest/dist utils `resetModules`), minus the kept modules. */
function forgetProductModules(): void {
  const worker = (
    globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } } }
  ).__vitest_worker__;
  const modules = worker?.evaluatedModules?.idToModuleMap;
  // A vitest that keeps its modules elsewhere must not silently share state between files.
  if (!modules) throw new Error('tests/unit/fresh-file.ts: vitest worker state not found; update the reset');
  for (const [id, node] of modules) {
    if (/\/(vitest|@vitest)\/dist\/|vitest-virtual-\w+\/dist/.test(id)) continue;
    if (KEPT.some((kept) => kept.test(id))) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

forgetProductModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

const firstUrl = (globalThis.__UNIT_FIRST_URL__ ??= window.location.href);
window.history.replaceState(null, '', firstUrl);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

const html = document.documentElement;
for (const { name } of [...html.attributes]) html.removeAttribute(name);
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
document.body.replaceChildren();
// Emotion keeps its inserted rules in a cache that lives with @emotion (loaded once): its
// <style> tags stay, so that MUI's styles (display: none …) still apply; the rest of <head>
// (title, meta and link tags a page set) goes.
for (const element of [...document.head.children]) {
  if (!element.matches('style[data-emotion]')) element.remove();
}

declare global {
  /** The address jsdom starts each worker at, put back before each file. */
  var __UNIT_FIRST_URL__: string | undefined;
}
