import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME } from 'src/lib/lookups';
import {
  customerOptionKeys,
  listCustomerByStatus,
  listCustomerOptions,
  toCustomerChoices,
} from './customer-options';

/**
 * A dropdown of the customers ("code name"), the value being the customer code: active and
 * inactive ones (a search finds both), or the active ones only (`activeOnly`: what a new record
 * may belong to).
 */
export function CustomerSelect<V extends FieldValues>({
  name,
  label,
  empty,
  activeOnly = false,
  onValueChange,
}: {
  name: FieldPath<V>;
  label: string;
  /** 'all' in a search card. */
  empty?: 'all';
  activeOnly?: boolean;
  /** Called after the choice changed (a form clears what depended on the customer). */
  onValueChange?: (value: string) => void;
}) {
  const { t } = useTranslation('list');
  const { data, isLoading } = useQuery({
    queryKey: activeOnly ? customerOptionKeys.active : customerOptionKeys.everyStatus,
    queryFn: ({ signal }) =>
      activeOnly ? listCustomerByStatus({ status: 'ACTIVE' }, { signal }) : listCustomerOptions({ signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
  const options = useMemo(() => toCustomerChoices(data), [data]);
  return (
    <RhfSelect<V>
      name={name}
      label={label}
      options={options}
      emptyLabel={empty === 'all' ? t('select.all') : t('select.choose')}
      onValueChange={onValueChange}
      required={empty !== 'all'}
      helperText={activeOnly && isLoading ? t('common:loading') : undefined}
    />
  );
}
