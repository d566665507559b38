import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListboxSelect } from 'src/components/listbox-select';

/** Listbox group of the master-data statuses (ACTIVE / INACTIVE). */
export const MASTER_STATUS_GROUP = 'PROVINCE_STATUS';

/** The status dropdown of every master-data form and search card. */
export function MasterStatusSelect<V extends FieldValues>({
  name = 'status' as FieldPath<V>,
  empty,
  required,
}: {
  name?: FieldPath<V>;
  /** 'all' in a search card. */
  empty?: 'all';
  required?: boolean;
}) {
  const { t } = useTranslation('master-data');
  return (
    <ListboxSelect<V>
      name={name}
      group={MASTER_STATUS_GROUP}
      label={t('common.status')}
      empty={empty}
      required={required}
    />
  );
}
