import type { AnyObject, ObjectSchema } from 'yup';

/**
 * A new record's form values: '' in every field of the form's schema (in its order), but for
 * those `filled` gives (a status that starts ACTIVE, a list that starts empty …).
 */
export function blankForm<V extends AnyObject>(schema: ObjectSchema<V>, filled: Partial<V> = {}): V {
  const blank = Object.fromEntries(Object.keys(schema.fields).map((key) => [key, '']));
  return { ...blank, ...filled } as V;
}
