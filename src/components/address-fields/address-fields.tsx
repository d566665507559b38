import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields/rhf-text-field';
import { isBangkok, useDistrictOptions, useProvinceOptions, useSubDistrictOptions } from 'src/lib/lookups';
import { PlaceAutocomplete } from './place-autocomplete';
import type { PlaceOption } from './place-match';

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
  /** What an empty picker says: Please select in a form (default), All in a search card. */
  emptyOption?: 'choose' | 'all';
  /** Read-only even when the form is editable (e.g. the parent of an existing record). */
  readOnly?: boolean;
}

/** A look-up's rows as the pickers' places, by the names of their code, Thai and English name. */
function usePlaceOptions<K extends string>(
  rows: readonly Record<K, string>[] | undefined,
  code: K,
  nameTh: K,
  nameEn: K,
): PlaceOption[] {
  return useMemo(
    () => (rows ?? []).map((row) => ({ code: row[code], nameTh: row[nameTh], nameEn: row[nameEn] })),
    [rows, code, nameTh, nameEn],
  );
}

/**
 * Province → district → sub-district searchable pickers with the zip code filled from the sub-district
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

  const provinceOptions = usePlaceOptions(
    provinces.data,
    'provinceCode',
    'provinceNameTh',
    'provinceNameEng',
  );
  const districtOptions = usePlaceOptions(districts.data, 'districtCode', 'districtNameTh', 'districtNameEn');
  const subDistrictOptions = usePlaceOptions(
    subDistricts.data,
    'subDistrictCode',
    'subDistrictNameTh',
    'subDistrictNameEn',
  );

  const bangkok = isBangkok(provinceCode);
  const choose = t(emptyOption === 'all' ? 'select.all' : 'select.choose');

  return (
    <Box sx={{ display: 'contents' }}>
      <PlaceAutocomplete<V>
        name={name('provinceCode')}
        label={t('address.province')}
        places={provinceOptions}
        placeholder={choose}
        loading={provinces.isLoading}
        required={required}
        readOnly={readOnly}
        onValueChange={() => clear(['districtCode', 'subDistrictCode', 'zipCode'])}
      />
      {withDistrict && (
        <PlaceAutocomplete<V>
          name={name('districtCode')}
          label={t(bangkok ? 'address.khet' : 'address.district')}
          places={districtOptions}
          placeholder={choose}
          loading={districts.isLoading}
          required={required}
          disabled={!provinceCode}
          readOnly={readOnly}
          onValueChange={() => clear(['subDistrictCode', 'zipCode'])}
        />
      )}
      {withSubDistrict && (
        <PlaceAutocomplete<V>
          name={name('subDistrictCode')}
          label={t(bangkok ? 'address.khwaeng' : 'address.subDistrict')}
          places={subDistrictOptions}
          placeholder={choose}
          loading={subDistricts.isLoading}
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
