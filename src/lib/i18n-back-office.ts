import { addThaiTexts } from './i18n';
import { buildResources, type LocaleFiles } from './locale-resources';

/**
 * The Thai texts the signed-in back-office shows at once: its menu (nav), the dashboard and the
 * common texts of its screens (common.*.json).
 * Imported by the signed-in app's chunk (src/app/signed-in-app.tsx), which registers them before
 * its first render. The Thai of every other screen is one chunk of its own
 * (./i18n-back-office-thai), loaded when a screen first asks for one of its namespaces — the
 * first screen after the sign-in does not (docs/bundle-size.md). Unit tests have every file
 * already (./i18n).
 */
function shownAtOnce(): LocaleFiles {
  if (import.meta.env.VITEST) return {};
  // common.*.json: the groups of common texts only signed-in screens show (statuses, confirm
  // dialogs, uploads …), left out of the sign-in page's first load.
  return import.meta.glob(['../locales/th/{nav,dashboard}.json', '../locales/th/common.*.json'], {
    eager: true,
  });
}

addThaiTexts(buildResources(shownAtOnce()));
