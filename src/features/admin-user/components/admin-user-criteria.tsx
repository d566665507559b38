import { useTranslation } from 'react-i18next';
import { CriteriaFields } from 'src/components/search-card';
import { ADMIN_STATUS_GROUP, type AdminUserCriteria } from './admin-user-search';

/** The administrator search card's fields (names = criteria = the API's body fields). */
export function AdminUserCriteriaFields() {
  const { t } = useTranslation('admin-user');
  return (
    <CriteriaFields<AdminUserCriteria>
      fields={[
        { name: 'adminCode', label: t('adminCode') },
        { name: 'fullName', label: t('fullName') },
        { name: 'email', label: t('email') },
        { name: 'status', label: t('status'), group: ADMIN_STATUS_GROUP },
      ]}
    />
  );
}
