import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, RhfSelect, RhfTextField, type SelectOption } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';

interface BaseCriterion<C extends FieldValues> {
  name: FieldPath<C>;
  label: string;
  /** Left out of the card (e.g. the customer, which only an administrator chooses). */
  hidden?: boolean;
}

/** A criterion typed in: a contains match, or a number of at most `digits` digits. */
interface TextCriterion<C extends FieldValues> extends BaseCriterion<C> {
  digits?: number;
  helperText?: string;
}

/** A criterion chosen from a listbox group, All first. */
interface ListboxCriterion<C extends FieldValues> extends BaseCriterion<C> {
  group: string;
}

/** A criterion chosen from fixed options, All first. */
interface SelectCriterion<C extends FieldValues> extends BaseCriterion<C> {
  options: readonly SelectOption[];
}

/** A day (one end of a range), or the customer (All first). */
interface KindCriterion<C extends FieldValues> extends BaseCriterion<C> {
  kind: 'date' | 'customer';
}

export type Criterion<C extends FieldValues> =
  TextCriterion<C> | ListboxCriterion<C> | SelectCriterion<C> | KindCriterion<C>;

function CriterionField<C extends FieldValues>({ field }: { field: Criterion<C> }) {
  const { t } = useTranslation('list');
  const { name, label } = field;
  if ('kind' in field) {
    return field.kind === 'date' ? (
      <RhfDateField<C> name={name} label={label} />
    ) : (
      <CustomerSelect<C> name={name} label={label} empty="all" />
    );
  }
  if ('group' in field) return <ListboxSelect<C> name={name} group={field.group} label={label} empty="all" />;
  if ('options' in field) {
    return <RhfSelect<C> name={name} label={label} options={field.options} emptyLabel={t('select.all')} />;
  }
  return (
    <RhfTextField<C>
      name={name}
      label={label}
      helperText={field.helperText}
      {...(field.digits
        ? { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: field.digits } } }
        : {})}
    />
  );
}

/**
 * A search card's fields in order (names = criteria = the API's body fields). Fields of their
 * own kind (a role, an address) go beside them in the card.
 */
export function CriteriaFields<C extends FieldValues>({ fields }: { fields: readonly Criterion<C>[] }) {
  return <>{fields.map((field) => !field.hidden && <CriterionField<C> key={field.name} field={field} />)}</>;
}
