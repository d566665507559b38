import { enUS, thTH, type Localization } from '@mui/material/locale';
import { useSyncExternalStore } from 'react';
import type { LanguageCode } from 'src/lib/i18n';

// MUI's own component texts (pagination, autocomplete, breadcrumbs …) per language, merged into
// the theme (src/theme). No first load shows such a component, and importing MUI's Thai texts
// builds an Intl.NumberFormat at once (~90 ms of a throttled phone's main thread on the sign-in
// page): the signed-in back-office registers them with its chunk (./mui-texts-back-office); the
// public site has none. Unit tests render every screen: they have them from the start (the
// folded flag keeps the import out of the builds).

type MuiTexts = Partial<Record<LanguageCode, Localization>>;

let texts: MuiTexts = import.meta.env.VITEST ? { th: thTH, en: enUS } : {};
const listeners = new Set<() => void>();

export function setMuiTexts(next: MuiTexts): void {
  texts = { ...texts, ...next };
  listeners.forEach((listener) => listener());
}

export function muiTextsOf(language: LanguageCode): Localization {
  return texts[language] ?? {};
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => texts;

/** The registered texts (re-renders when a chunk registers some; the server renderer reads them too). */
export function useMuiTexts(): MuiTexts {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
