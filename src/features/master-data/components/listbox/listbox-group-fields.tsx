import { useTranslation } from 'react-i18next';
import { FormGrid } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import type { ListboxGroupFormValues } from '../../schemas/listbox-schemas';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';

export function ListboxGroupFields({ existing }: { existing: boolean }) {
  const { t } = useTranslation('master-data');
  return (
    <FormGrid>
      <MasterCodeField<ListboxGroupFormValues> name="listboxGroupCode" prefix="listbox" existing={existing} />
      <MasterStatusSelect<ListboxGroupFormValues> required />
      <RhfTextField<ListboxGroupFormValues>
        name="listboxGroupName"
        label={t('listbox.listboxGroupName')}
        required
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormGrid>
  );
}
