import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect, type RhfSelectProps } from 'src/components/form-fields/rhf-select';
import { localizedName, useListboxOptions } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';

export type ListboxSelectProps<V extends FieldValues> = Omit<RhfSelectProps<V>, 'options' | 'emptyLabel'> & {
  name: FieldPath<V>;
  /** The listbox group, e.g. 'PROVINCE_STATUS', 'CUSTOMER_TYPE' (spec §3). */
  group: string;
  /** 'all' adds All (search criteria); 'choose' adds Please select; none by default. */
  empty?: 'all' | 'choose';
};

/**
 * A dropdown of a listbox group's active items (listboxByGroup, cached), labelled in the
 * current language; the value is the item's code. Use inside a react-hook-form FormProvider.
 */
export function ListboxSelect<V extends FieldValues>({ group, empty, ...props }: ListboxSelectProps<V>) {
  const { t } = useTranslation('list');
  const { currentLang } = useLocales();
  const { data } = useListboxOptions(group);
  const options = useMemo(
    () =>
      (data ?? []).map((item) => ({
        value: item.code,
        label: localizedName(currentLang.value, item.nameTh, item.nameEn),
      })),
    [data, currentLang.value],
  );
  return (
    <RhfSelect<V>
      {...props}
      options={options}
      emptyLabel={empty === undefined ? undefined : t(empty === 'all' ? 'select.all' : 'select.choose')}
    />
  );
}
