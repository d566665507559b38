import type { LanguageCode } from '../i18n';

/** The name in the shown language: English when chosen and present, else Thai (the fallback). */
export function localizedName(lang: LanguageCode, nameTh: string, nameEn: string | null | undefined): string {
  return lang === 'en' && nameEn ? nameEn : nameTh;
}

/** Bangkok (province 10) names its districts khet/khwaeng; elsewhere amphoe/tambon (domain.md). */
export const BANGKOK_PROVINCE_CODE = '10';

export function isBangkok(provinceCode: string | null | undefined): boolean {
  return provinceCode === BANGKOK_PROVINCE_CODE;
}
