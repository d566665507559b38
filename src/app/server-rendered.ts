import { env } from 'src/config/env';
import { i18n } from 'src/lib/i18n';
import {
  defaultSettingsFor,
  differsFromDefaults,
  readStoredSettings,
} from 'src/providers/settings/settings-defaults';

/**
 * Whether `container` holds the server's HTML of this very page for this visitor: the public
 * site's server renders in the visitor's language (it names it in `<html lang>`) with the
 * default display settings (src/entry-server.tsx), so its HTML is hydrated only for a visitor
 * in that language who kept the defaults. Anyone else (dark mode, a stored `ar`, a language the
 * server could not know) sees the server's page until the app has rendered their own, which then
 * replaces it.
 */
export function hydratesServerHtml(container: HTMLElement): boolean {
  if (!container.hasChildNodes()) return false;
  const defaults = defaultSettingsFor(env.module);
  return (
    i18n.language === document.documentElement.lang &&
    !differsFromDefaults(readStoredSettings(defaults), defaults)
  );
}
