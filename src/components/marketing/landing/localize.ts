import type { LandingItem, StatCounter } from 'contract/landing';
import type { LanguageCode } from 'src/lib/i18n';

export interface LocalizedItem {
  title: string;
  body: string | undefined;
}

// Each item carries both languages. English falls back to Thai when an administrator left it
// empty, so a card never shows a blank title.
export function localizeItem(item: LandingItem, lang: LanguageCode): LocalizedItem {
  if (lang === 'en') {
    return { title: item.titleEn || item.titleTh, body: item.bodyEn || item.bodyTh };
  }
  return { title: item.titleTh, body: item.bodyTh };
}

export function counterLabel(counter: StatCounter, lang: LanguageCode): string {
  return lang === 'en' ? counter.labelEn || counter.labelTh : counter.labelTh;
}
