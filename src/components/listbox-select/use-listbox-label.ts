import { useMemo } from 'react';
import { localizedName, useListboxOptions } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';

/** code → its label in the current language (the code itself until the group is loaded). */
export function useListboxLabel(group: string): (code: string) => string {
  const { data } = useListboxOptions(group);
  const { currentLang } = useLocales();
  return useMemo(() => {
    const names = new Map(
      (data ?? []).map((item) => [item.code, localizedName(currentLang.value, item.nameTh, item.nameEn)]),
    );
    return (code: string) => names.get(code) ?? code;
  }, [data, currentLang.value]);
}
