import { env } from 'src/config/env';
import { DEFAULT_LANGUAGE, i18n } from 'src/lib/i18n';
import {
  defaultSettingsFor,
  differsFromDefaults,
  readStoredSettings,
} from 'src/providers/settings/settings-defaults';

/**
 * Whether `container` holds the server's HTML of this very page for this visitor: the public
 * site's server renders in Thai with the default display settings (src/entry-server.tsx), so
 * its HTML is hydrated only for a visitor who kept both. Anyone else (English, dark mode…) sees
 * the server's page until the app has rendered their own, which then replaces it.
 */
export function hydratesServerHtml(container: HTMLElement): boolean {
  if (!container.hasChildNodes()) return false;
  const defaults = defaultSettingsFor(env.module);
  return i18n.language === DEFAULT_LANGUAGE && !differsFromDefaults(readStoredSettings(defaults), defaults);
}
