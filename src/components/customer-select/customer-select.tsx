import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME } from 'src/lib/lookups';
import { customerOptionKeys, listCustomerOptions, toCustomerChoices } from './customer-options';

/** A dropdown of the customers ("code name"), the value being the customer code. */
export function CustomerSelect<V extends FieldValues>({
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
  const { data } = useQuery({
    queryKey: customerOptionKeys.everyStatus,
    queryFn: ({ signal }) => listCustomerOptions({ signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
  const options = useMemo(() => toCustomerChoices(data), [data]);
  return (
    <RhfSelect<V>
      name={name}
      label={label}
      options={options}
      emptyLabel={empty === 'all' ? t('select.all') : undefined}
    />
  );
}
