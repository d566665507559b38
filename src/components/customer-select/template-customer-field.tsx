import { useFormContext } from 'react-hook-form';
import { ReadOnlyField } from 'src/components/form-fields';
import { CustomerSelect } from './customer-select';

/**
 * A template's customer (its form's `customerCode`): chosen among the ACTIVE customers while the
 * template is new, read-only once it is saved (`existing`, "code name"). Another customer has
 * other document types, so a new choice clears the form's `documentType`.
 */
export function TemplateCustomerField({ label, existing }: { label: string; existing?: string }) {
  const { setValue } = useFormContext();
  return existing === undefined ? (
    <CustomerSelect
      name="customerCode"
      label={label}
      activeOnly
      onValueChange={() => setValue('documentType', '', { shouldDirty: true })}
    />
  ) : (
    <ReadOnlyField label={label} value={existing} />
  );
}
