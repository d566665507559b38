import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';

/**
 * A record's required Thai and English names, labelled `<prefix>.<prefix>NameTh` and
 * `<prefix>.<prefix>NameEn` (e.g. province.provinceNameTh).
 */
export function MasterNameFields<V extends FieldValues>({
  prefix,
  names: [thai, english],
}: {
  prefix: string;
  names: [Path<V>, Path<V>];
}) {
  const { t } = useTranslation('master-data');
  return (
    <>
      <RhfTextField<V> name={thai} label={t(`${prefix}.${prefix}NameTh`)} required />
      <RhfTextField<V> name={english} label={t(`${prefix}.${prefix}NameEn`)} required />
    </>
  );
}
