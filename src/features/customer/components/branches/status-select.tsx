import { EDITABLE_STATUSES } from 'contract/customer';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';

/**
 * The status dropdown of the branch and user forms and search cards: ACTIVE / INACTIVE, the
 * statuses a save may set (DELETE only comes from delete). No listbox group holds branch or user
 * statuses, so the texts are the shared status labels.
 */
export function RecordStatusSelect<V extends FieldValues>({
  label,
  empty,
  required,
}: {
  label: string;
  /** 'all' in a search card. */
  empty?: 'all';
  required?: boolean;
}) {
  const { t } = useTranslation('list');
  const options = useMemo(
    () => EDITABLE_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) })),
    [t],
  );
  return (
    <RhfSelect<V>
      name={'status' as FieldPath<V>}
      label={label}
      options={options}
      emptyLabel={empty === 'all' ? t('select.all') : undefined}
      required={required}
    />
  );
}
