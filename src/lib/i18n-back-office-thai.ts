import { buildResources, type LocaleFiles } from './locale-resources';

/**
 * The Thai texts of the signed-in back-office's screens: every back-office namespace that
 * neither the first load (./i18n) nor the signed-in app (./i18n-back-office) carries, minus the
 * other module's screens'. One chunk, loaded through ./i18n's backend when a screen first asks
 * for one of them; all of them join the texts then (a screen may read another namespace's key).
 */
function screenFiles(): LocaleFiles {
  // The audit log is an administrator's screen.
  if (import.meta.env.VITE_MODULE === 'customer') {
    return import.meta.glob(
      [
        '../locales/th/*.json',
        '!../locales/th/{common,layout,errors,auth,account,nav,dashboard}.json',
        '!../locales/th/{auth,common,account}.*.json',
        '!../locales/th/public.json',
        '!../locales/th/public.*.json',
        '!../locales/th/audit.json',
      ],
      { eager: true },
    );
  }
  return import.meta.glob(
    [
      '../locales/th/*.json',
      '!../locales/th/{common,layout,errors,auth,account,nav,dashboard}.json',
      '!../locales/th/{auth,common,account}.*.json',
      '!../locales/th/public.json',
      '!../locales/th/public.*.json',
    ],
    { eager: true },
  );
}

export const backOfficeThaiResources = buildResources(screenFiles());
