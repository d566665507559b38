import { CUSTOMER_USER_ROLES } from 'contract/customer-user';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';

/** The user role dropdown (domain.md: customer admin, user, accounting). */
export function UserRoleSelect<V extends FieldValues>({
  empty,
  required,
  helperText,
}: {
  /** 'all' in a search card. */
  empty?: 'all';
  required?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('customer-user');
  const options = useMemo(
    () => CUSTOMER_USER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) })),
    [t],
  );
  return (
    <RhfSelect<V>
      name={'userRole' as FieldPath<V>}
      label={t('field.userRole')}
      options={options}
      emptyLabel={empty === 'all' ? t('list:select.all') : undefined}
      required={required}
      helperText={helperText}
    />
  );
}
