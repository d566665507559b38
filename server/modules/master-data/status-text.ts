import type { Language } from '../../http/language';
import { editStampOf } from '../../http/time';

/** Status code → Thai and English names (from the PROVINCE_STATUS listbox group). */
export type StatusNames = Readonly<Record<string, { th: string; en: string }>>;

/** The listbox group whose names give statusDesc of provinces, districts and sub-districts. */
export const STATUS_GROUP = 'PROVINCE_STATUS';

/** DELETE is not a choice in the status dropdown, so the group has no name for it. */
const fallback: StatusNames = { DELETE: { th: 'ลบแล้ว', en: 'Deleted' } };

export function statusDesc(names: StatusNames, status: string, language: Language): string {
  return names[status]?.[language] ?? fallback[status]?.[language] ?? status;
}

/** The end of a place's answer: its status, the status's name in the language, its edit stamp. */
export function statusAndStamp<S extends string>(
  r: Parameters<typeof editStampOf>[0] & { status: S },
  names: StatusNames,
  language: Language,
) {
  return { status: r.status, statusDesc: statusDesc(names, r.status, language), ...editStampOf(r) };
}
