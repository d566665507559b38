import { TEMPLATE_STATUSES } from 'contract/upload-template';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';

/**
 * The template status dropdown: ACTIVE / INACTIVE. No listbox group holds template statuses, so
 * the texts are the shared status labels.
 */
export function TemplateStatusSelect<V extends FieldValues>({
  name,
  label,
  empty,
}: {
  name: FieldPath<V>;
  label: string;
  /** 'all' in a search card. */
  empty?: 'all';
}) {
  const { t } = useTranslation('list');
  const options = useMemo(
    () => TEMPLATE_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) })),
    [t],
  );
  return (
    <RhfSelect<V>
      name={name}
      label={label}
      options={options}
      emptyLabel={empty === 'all' ? t('select.all') : undefined}
    />
  );
}
