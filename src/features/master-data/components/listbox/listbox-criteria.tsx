import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { MasterStatusSelect } from '../shared/master-status';
import type { ListboxGroupCriteria } from './listbox-search';

export function ListboxGroupCriteriaFields() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <RhfTextField<ListboxGroupCriteria> name="listboxGroupCode" label={t('listbox.listboxGroupCode')} />
      <RhfTextField<ListboxGroupCriteria> name="listboxGroupName" label={t('listbox.listboxGroupName')} />
      <MasterStatusSelect<ListboxGroupCriteria> empty="all" />
    </>
  );
}
