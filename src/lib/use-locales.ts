import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { allLangs, langOf, type LangOption } from 'src/locales/langs';
import { currentLanguage, i18n, type LanguageCode } from './i18n';
import { afterHydration } from './page-shown';

export interface UseLocales {
  allLangs: readonly LangOption[];
  currentLang: LangOption;
  onChangeLang: (lang: LanguageCode) => void;
}

/** The language shown and a switch; re-renders on every language change. */
export function useLocales(): UseLocales {
  // Subscribing through useTranslation re-renders this component on languageChanged.
  useTranslation();
  const onChangeLang = useCallback((lang: LanguageCode) => {
    // Not while the page is still hydrating from the server's HTML (./page-shown).
    afterHydration(() => void i18n.changeLanguage(lang));
  }, []);
  return { allLangs, currentLang: langOf(currentLanguage()), onChangeLang };
}
