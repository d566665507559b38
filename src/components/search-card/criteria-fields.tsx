import type { FieldPath, FieldValues } from 'react-hook-form';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';

/** A criterion typed in: a contains match, or a number of at most `digits` digits. */
interface TextCriterion<C extends FieldValues> {
  name: FieldPath<C>;
  label: string;
  digits?: number;
}

/** A criterion chosen from a listbox group, All first. */
interface ListboxCriterion<C extends FieldValues> {
  name: FieldPath<C>;
  label: string;
  group: string;
}

export type Criterion<C extends FieldValues> = TextCriterion<C> | ListboxCriterion<C>;

/**
 * A search card's plain fields in order (names = criteria = the API's body fields). Fields of
 * their own kind (a customer, a status, an address) go beside them in the card.
 */
export function CriteriaFields<C extends FieldValues>({ fields }: { fields: readonly Criterion<C>[] }) {
  return (
    <>
      {fields.map((field) =>
        'group' in field ? (
          <ListboxSelect<C>
            key={field.name}
            name={field.name}
            group={field.group}
            label={field.label}
            empty="all"
          />
        ) : (
          <RhfTextField<C>
            key={field.name}
            name={field.name}
            label={field.label}
            {...(field.digits
              ? { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: field.digits } } }
              : {})}
          />
        ),
      )}
    </>
  );
}
