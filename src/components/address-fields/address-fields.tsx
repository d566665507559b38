import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields/rhf-select';
import { RhfTextField } from 'src/components/form-fields/rhf-text-field';
import {
  isBangkok,
  localizedName,
  useDistrictOptions,
  useProvinceOptions,
  useSubDistrictOptions,
} from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';

export type AddressDepth = 'province' | 'district' | 'sub-district';

export interface AddressFieldsProps {
  /** Where the four fields live in the form, e.g. 'address.' → address.provinceCode … ('' = top level). */
  prefix?: string;
  required?: boolean;
  /**
   * How deep the cascade goes: 'province' (a province picker), 'district', or 'sub-district'
   * (the default: all four fields).
   */
  depth?: AddressDepth;
  /** With depth 'sub-district': show the zip code filled from the sub-district (default). */
  withZipCode?: boolean;
  /** The first option of each dropdown: Please select in a form (default), All in a search card. */
  emptyOption?: 'choose' | 'all';
  /** Read-only even when the form is editable (e.g. the parent of an existing record). */
  readOnly?: boolean;
}

/**
 * Province → district → sub-district dropdowns with the zip code filled from the sub-district
 * (ux.md). Changing the province clears the district and sub-district; changing the district
 * clears the sub-district. Bangkok says khet/khwaeng, elsewhere amphoe/tambon. Use inside a
 * react-hook-form FormProvider whose values hold `provinceCode`, `districtCode`,
 * `subDistrictCode` and `zipCode` (strings) under `prefix`.
 */
export function AddressFields<V extends FieldValues>({
  prefix = '',
  required = false,
  depth = 'sub-district',
  withZipCode = true,
  emptyOption = 'choose',
  readOnly = false,
}: AddressFieldsProps) {
  const { t } = useTranslation('list');
  const { currentLang } = useLocales();
  const lang = currentLang.value;
  const { control, setValue } = useFormContext<V>();
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  const [provinceCode, districtCode] = useWatch({
    control,
    name: [name('provinceCode'), name('districtCode')],
  }) as [string | undefined, string | undefined];

  const provinces = useProvinceOptions();
  const withDistrict = depth !== 'province';
  const withSubDistrict = depth === 'sub-district';
  const districts = useDistrictOptions(withDistrict ? provinceCode : null);
  const subDistricts = useSubDistrictOptions(withSubDistrict ? districtCode : null);

  // Only the fields shown here: with a shallower depth, `districtCode`, `subDistrictCode` or
  // `zipCode` may be other fields of the form (e.g. the sub-district's own code).
  const owned = [
    ...(withDistrict ? ['districtCode'] : []),
    ...(withSubDistrict ? ['subDistrictCode', 'zipCode'] : []),
  ];
  const clear = (fields: string[]) => {
    for (const field of fields.filter((name) => owned.includes(name))) {
      setValue(name(field), '' as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: false });
    }
  };

  const provinceOptions = useMemo(
    () =>
      (provinces.data ?? []).map((p) => ({
        value: p.provinceCode,
        label: localizedName(lang, p.provinceNameTh, p.provinceNameEng),
      })),
    [provinces.data, lang],
  );
  const districtOptions = useMemo(
    () =>
      (districts.data ?? []).map((d) => ({
        value: d.districtCode,
        label: localizedName(lang, d.districtNameTh, d.districtNameEn),
      })),
    [districts.data, lang],
  );
  const subDistrictOptions = useMemo(
    () =>
      (subDistricts.data ?? []).map((s) => ({
        value: s.subDistrictCode,
        label: localizedName(lang, s.subDistrictNameTh, s.subDistrictNameEn),
      })),
    [subDistricts.data, lang],
  );

  const bangkok = isBangkok(provinceCode);
  const choose = t(emptyOption === 'all' ? 'select.all' : 'select.choose');

  return (
    <Box sx={{ display: 'contents' }}>
      <RhfSelect<V>
        name={name('provinceCode')}
        label={t('address.province')}
        options={provinceOptions}
        emptyLabel={choose}
        required={required}
        readOnly={readOnly}
        onValueChange={() => clear(['districtCode', 'subDistrictCode', 'zipCode'])}
      />
      {withDistrict && (
        <RhfSelect<V>
          name={name('districtCode')}
          label={t(bangkok ? 'address.khet' : 'address.district')}
          options={districtOptions}
          emptyLabel={choose}
          required={required}
          disabled={!provinceCode}
          readOnly={readOnly}
          onValueChange={() => clear(['subDistrictCode', 'zipCode'])}
        />
      )}
      {withSubDistrict && (
        <RhfSelect<V>
          name={name('subDistrictCode')}
          label={t(bangkok ? 'address.khwaeng' : 'address.subDistrict')}
          options={subDistrictOptions}
          emptyLabel={choose}
          required={required}
          disabled={!districtCode}
          readOnly={readOnly}
          onValueChange={(code) => {
            if (!withZipCode) return;
            const zipCode = subDistricts.data?.find((s) => s.subDistrictCode === code)?.zipCode ?? '';
            setValue(name('zipCode'), zipCode as PathValue<V, Path<V>>, {
              shouldDirty: true,
              shouldValidate: true,
            });
          }}
        />
      )}
      {withSubDistrict && withZipCode && (
        <RhfTextField<V> name={name('zipCode')} label={t('address.zipCode')} readOnly required={required} />
      )}
    </Box>
  );
}
