// Why: each build would otherwise ship the other site's groups of the shared text files.
import type { Plugin } from 'vite';

/**
 * The public build's copies of the shared namespaces (common.json, layout.json; th and en) keep
 * only the groups of texts the public site shows; the rest (confirm dialogs, toasts, upload,
 * status, settings drawer, the words of the back-office's error keys, the dashboard menu and
 * account menu …) is back-office text that every public visitor would otherwise download. (The
 * error banner shows an unknown detail key as it is; the public contact form marks its own
 * fields.) Which namespace files each build bundles is decided in src/lib/i18n.ts; unit tests
 * and the dev server see the whole files.
 */
export const PUBLIC_TEXT_GROUPS: Record<string, string[]> = {
  common: ['language', 'appName', 'loading', 'action', 'errorBanner', 'errorBoundary'],
  layout: ['brand', 'logo', 'loading', 'skipToContent', 'themeMode', 'nav', 'footer'],
};

/**
 * The other way round: groups of the shared files that only the public site shows, left out of
 * the back-office builds (whose sign-in page has a bar of its own, docs/bundle-size.md).
 */
export const PUBLIC_ONLY_TEXT_GROUPS: Record<string, string[]> = {
  layout: ['footer'],
};

export function publicCommonTexts(module: string): Plugin {
  return {
    name: 'public-common-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/]([^\\/.]+)\.json$/.exec(id)?.[1];
      if (!file) return null;
      const keep =
        module === 'public'
          ? (group: string) => PUBLIC_TEXT_GROUPS[file]?.includes(group) ?? true
          : (group: string) => !PUBLIC_ONLY_TEXT_GROUPS[file]?.includes(group);
      if (!PUBLIC_TEXT_GROUPS[file] && !PUBLIC_ONLY_TEXT_GROUPS[file]) return null;
      const texts = JSON.parse(code) as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(texts).filter(([group]) => keep(group)));
      return { code: JSON.stringify(kept), map: null };
    },
  };
}
