// Why: the public pages' text is painted once, in its web font, instead of after a font swap.
import type { Plugin } from 'vite';

/**
 * The public pages' text is the largest paint, in the web font: `<link rel="preload">` for its
 * six files (Thai and Latin subsets, the three weights the typography uses; the server's HTML
 * uses all of them on the first screen) lets the browser fetch them with the stylesheet instead
 * of after the first layout, so the text is painted once, in its font (no swap shift, earlier
 * LCP), and the fonts never wait behind layout as render-blocking requests.
 */
export function publicFontPreload(module: string): Plugin {
  let base = '/';
  return {
    name: 'public-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (module !== 'public' || !context.bundle) return [];
        return Object.keys(context.bundle)
          .filter((file) => /anuphan-(thai|latin)-wght-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
