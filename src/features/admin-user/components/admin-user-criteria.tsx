import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { ADMIN_STATUS_GROUP, type AdminUserCriteria } from './admin-user-search';

/** The administrator search card's fields (names = criteria = the API's body fields). */
export function AdminUserCriteriaFields() {
  const { t } = useTranslation('admin-user');
  return (
    <>
      <RhfTextField<AdminUserCriteria> name="adminCode" label={t('adminCode')} />
      <RhfTextField<AdminUserCriteria> name="fullName" label={t('fullName')} />
      <RhfTextField<AdminUserCriteria> name="email" label={t('email')} />
      <ListboxSelect<AdminUserCriteria>
        name="status"
        group={ADMIN_STATUS_GROUP}
        label={t('status')}
        empty="all"
      />
    </>
  );
}
