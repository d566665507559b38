import { useMemo } from 'react';
import { localizedName, useProvinceOptions } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';

/** provinceCode → "10 Bangkok" (the code alone until the provinces are loaded). */
export function useProvinceLabel(): (provinceCode: string) => string {
  const { data } = useProvinceOptions();
  const { currentLang } = useLocales();
  return useMemo(() => {
    const names = new Map(
      (data ?? []).map((p) => [
        p.provinceCode,
        localizedName(currentLang.value, p.provinceNameTh, p.provinceNameEng),
      ]),
    );
    return (code: string) => {
      const name = names.get(code);
      return name ? `${code} ${name}` : code;
    };
  }, [data, currentLang.value]);
}
