// The unit tier runs many files one after another in a worker (vitest.config.ts: `isolate:
// false`): jsdom and node_modules (React, MUI, Emotion, MSW, Testing Library …) load once per
// worker instead of once per file, which was most of the tier's time. This first setup file gives
// each test file what a worker of its own gave it:
// - the product's modules evaluated afresh, the i18n instance and the MSW server included (their
//   module-level state — the query client, the session, the texts — and the file's own `vi.mock`s
//   apply as before); only node_modules and the locale files (read-only JSON) are kept;
// - no listener of an earlier file: what a file added to `window` and `document` and left there
//   (a browser router's popstate listener, the after-first-paint hooks) is removed;
// - a blank page: address, storage, cookies, <html>/<body> attributes and content, <head>.
import { vi } from 'vitest';

const KEPT = [/\/node_modules\//, /\/src\/locales\/.*\.json$/, /\/tests\/unit\/locale-files\.ts$/];

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

interface VitestWorkerGlobals {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset(): void };
}

/** What vitest does between files when `isolate` is on (vitest/dist base `run`), minus KEPT. */
function forgetProductModules(): void {
  const { __vitest_worker__: worker, __vitest_mocker__: mocker } = globalThis as VitestWorkerGlobals;
  const modules = worker?.evaluatedModules?.idToModuleMap;
  // A vitest that keeps its modules elsewhere must not silently share state between files.
  if (!modules || !mocker)
    throw new Error('tests/unit/fresh-file.ts: vitest worker state not found; update the reset');
  // An earlier file's vi.mock('src/lib/save-file') must not answer this file's imports.
  mocker.reset();
  for (const [id, node] of modules) {
    if (/\/(vitest|@vitest)\/dist\/|vitest-virtual-\w+\/dist/.test(id)) continue;
    if (KEPT.some((kept) => kept.test(id))) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/** The description of user-event's mark on a document it prepared (document/prepareDocument.js). */
const USER_EVENT_PREPARED = 'Node prepared with document state workarounds';

type Listener = [
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options: unknown,
];

/** Records every listener added to `window` and `document`, for the next file to remove. */
function recordListeners(): Listener[] {
  const listeners: Listener[] = [];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      if (listener) listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
  return listeners;
}

function removeEarlierFilesListeners(): void {
  const listeners = (globalThis.__UNIT_FILE_LISTENERS__ ??= recordListeners());
  for (const [target, type, listener, options] of listeners.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions | boolean | undefined);
  }
  // user-event marks the document it added its focus/blur listeners to (they track what an input
  // holds, so that typing reaches React): with them gone, the mark goes too, or this file's typing
  // would change no field.
  for (const symbol of Object.getOwnPropertySymbols(document)) {
    if (symbol.description === USER_EVENT_PREPARED) Reflect.deleteProperty(document, symbol);
  }
}

function blankPage(): void {
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
}

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
removeEarlierFilesListeners();
forgetProductModules();
blankPage();

declare global {
  /** The address jsdom starts each worker at, put back before each file. */
  var __UNIT_FIRST_URL__: string | undefined;
  /** Listeners the worker's files added to `window` and `document`, removed before the next file. */
  var __UNIT_FILE_LISTENERS__: Listener[] | undefined;
}
