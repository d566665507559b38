import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGrid } from 'src/components/form-dialog';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import type { ProvinceFormValues } from '../../schemas/province-schema';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';
import { MasterNameFields } from '../shared/master-name-fields';

const REGIONS = ['1', '2', '3', '4', '5', '6'] as const;

/** Every province field of spec §3. The code is fixed once the province exists. */
export function ProvinceFormFields({ existing }: { existing: boolean }) {
  const { t } = useTranslation('master-data');
  const regions = useMemo(
    () => REGIONS.map((id) => ({ value: id, label: t(`province.regions.${id}`) })),
    [t],
  );
  return (
    <FormGrid>
      <MasterCodeField<ProvinceFormValues>
        name="provinceCode"
        prefix="province"
        existing={existing}
        digits={2}
      />
      <MasterStatusSelect<ProvinceFormValues> required />
      <MasterNameFields<ProvinceFormValues> prefix="province" names={['provinceNameTh', 'provinceNameEng']} />
      <RhfSelect<ProvinceFormValues>
        name="geoId"
        label={t('province.geoId')}
        options={regions}
        emptyLabel={t('list:select.choose')}
      />
      <RhfTextField<ProvinceFormValues>
        name="seq"
        label={t('province.seq')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormGrid>
  );
}
