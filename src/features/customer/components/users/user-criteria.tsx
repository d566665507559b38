import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { RecordStatusSelect } from '../branches/status-select';
import { UserRoleSelect } from './role-select';
import type { UserCriteria } from './user-search';

/** The user search card's fields (names = criteria = the API's body fields). */
export function UserCriteriaFields() {
  const { t } = useTranslation('customer-user');
  return (
    <>
      <RhfTextField<UserCriteria> name="username" label={t('field.username')} />
      <RhfTextField<UserCriteria> name="fullName" label={t('field.fullName')} />
      <RhfTextField<UserCriteria> name="email" label={t('field.email')} />
      <UserRoleSelect<UserCriteria> empty="all" />
      <RecordStatusSelect<UserCriteria> label={t('field.status')} empty="all" />
    </>
  );
}
