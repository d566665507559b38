// The public site's server renderer (<dist>/public-server/entry-server.js, built beside the
// public web app by build/public-server-renderer.ts): the HTML of a page, so that the
// browser paints it before the script has arrived; src/main.tsx then hydrates it.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingPageData } from '../../contract/landing';
import { CACHES, Cache } from '../cache/caches';
import type { PublicLanguage } from './public-language';

type RenderPage = (
  page: string,
  data: LandingPageData | undefined,
  language: PublicLanguage,
) => Promise<string>;

/**
 * The page's <title> elements, which React writes where it renders them: the page's head
 * already has its title (public-html.ts), and in the body it would be another one. (Text in the
 * page is escaped, so only React's own elements match.)
 */
function withoutTitles(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/g, '');
}

/** A rendered page: the inner HTML of #root, and the style elements that go in the head. */
export interface RenderedPage {
  root: string;
  styles: string;
}

/**
 * Emotion writes each component's styles as a `<style data-emotion="css …">` element in front of
 * it (78 on the contact page). In the browser its cache adopts them before hydrating: it reads
 * their names, moves any not marked `data-s` into the head, then inserts every one again at the
 * end of its sheet — each insertion a DOM move and a style sheet parsed again, ~25 ms of a
 * phone's main thread in the app's first task. So they are sent in the head, marked `data-s` as
 * Emotion marks those it has moved, and each run of them as ONE element that names all their
 * styles (`data-emotion="css a b c"`, as Emotion's own server extraction writes it): one move.
 * Global styles (`css-global …`) stay elements of their own, which Emotion's <Global> looks up
 * by name — the first of a name only: a <Global> rendered again (MUI's inputs each render their
 * autofill keyframes) finds that first one. The order is kept (later rules win).
 */
export function hoistEmotionStyles(html: string): RenderedPage {
  const styles: string[] = [];
  const globals = new Set<string>();
  let run: { names: string[]; css: string[] } | undefined;
  const endRun = () => {
    if (run)
      styles.push(`<style data-emotion="css ${run.names.join(' ')}" data-s="">${run.css.join('')}</style>`);
    run = undefined;
  };
  const root = html.replace(
    /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g,
    (_element, names: string, css: string) => {
      const [key, ...ids] = names.split(' ');
      if (key === 'css') {
        run ??= { names: [], css: [] };
        run.names.push(...ids);
        run.css.push(css);
      } else if (!globals.has(names)) {
        globals.add(names);
        endRun();
        styles.push(`<style data-emotion="${names}" data-s="">${css}</style>`);
      }
      return '';
    },
  );
  endRun();
  return { root, styles: styles.join('') };
}

export function createPageRenderer(appDir: string, log: FastifyBaseLogger) {
  const entry = path.join(path.dirname(appDir), 'public-server', 'entry-server.js');
  let loaded: { mtimeMs: number; renderPage: Promise<RenderPage> } | undefined;
  let staleLogged = false;
  /** Pages rendered per page and page data (CACHES.publicPages). */
  const cache = new Cache<RenderedPage>(CACHES.publicPages);
  let previous: Promise<unknown> = Promise.resolve();

  /**
   * The renderer, loaded once (its chunks import the entry by its plain URL, so it cannot be
   * loaded a second time under another one). After a new build it no longer matches the web
   * app: pages are then rendered by the browser until the server restarts.
   */
  function current(): Promise<RenderPage> | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      return undefined;
    }
    loaded ??= {
      mtimeMs,
      renderPage: import(pathToFileURL(entry).href).then(
        (module: { renderPage: RenderPage }) => module.renderPage,
      ),
    };
    if (loaded.mtimeMs === mtimeMs) return loaded.renderPage;
    if (!staleLogged) {
      staleLogged = true;
      log.warn(
        'the public web app was rebuilt: its pages are rendered in the browser until the server restarts',
      );
    }
    return undefined;
  }

  return {
    /** Forgets every rendered page (the landing content changed). */
    clear(): void {
      cache.clear();
    },

    /**
     * `page` in `language` with `data` (whose JSON the page carries as `dataJson`), or undefined
     * when there is no renderer or it failed: the browser then renders the page itself, as it
     * would without one.
     */
    async render(
      page: string,
      language: PublicLanguage,
      data: LandingPageData | undefined,
      dataJson: string,
    ): Promise<RenderedPage | undefined> {
      const renderPage = current();
      if (!renderPage) return undefined;
      const key = `${page}\n${language}\n${dataJson}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      // One render at a time: the renderer holds the page data and language of the page it renders.
      const rendered = previous.then(async () =>
        hoistEmotionStyles(withoutTitles(await (await renderPage)(page, data, language))),
      );
      previous = rendered.catch(() => undefined);
      try {
        const html = await rendered;
        cache.set(key, html);
        return html;
      } catch (error) {
        log.error({ err: error }, `public page ${page} sent without its HTML: the server renderer failed`);
        return undefined;
      }
    },
  };
}
