import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME, localizedName } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';
import { customerDocumentTypeKeys, getDocumentTypeByCustomer } from './customer-document-types';

/**
 * A dropdown of the document types one customer has enabled, named in the current language; the
 * value is the DOCUMENT_TYPE code. Until a customer is chosen it has no choices and says why.
 */
export function CustomerDocumentTypeSelect<V extends FieldValues>({
  name,
  label,
  customerCode,
  chooseCustomerFirst,
}: {
  name: FieldPath<V>;
  label: string;
  customerCode: string;
  /** The hint shown while no customer is chosen. */
  chooseCustomerFirst: string;
}) {
  const { t } = useTranslation('list');
  const { currentLang } = useLocales();
  const { data } = useQuery({
    queryKey: customerDocumentTypeKeys.of(customerCode),
    queryFn: ({ signal }) => getDocumentTypeByCustomer(customerCode, { signal }),
    enabled: customerCode !== '',
    staleTime: LOOKUP_STALE_TIME,
  });
  const options = useMemo(
    () =>
      (data ?? []).map((type) => ({
        value: type.documentType,
        label: localizedName(currentLang.value, type.nameTh, type.nameEn),
      })),
    [data, currentLang.value],
  );
  return (
    <RhfSelect<V>
      name={name}
      label={label}
      required
      options={options}
      emptyLabel={t('select.choose')}
      helperText={customerCode === '' ? chooseCustomerFirst : undefined}
    />
  );
}
