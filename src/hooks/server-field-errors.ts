import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from 'src/components/form-fields/field-message';
import type { ApiError } from 'src/lib/api-error';

/** The key of a 409 conflict detail that means "the record changed since you read it". */
export const STALE_RECORD = 'STALE_RECORD';

export function isStaleRecord(error: ApiError): boolean {
  return error.status === 409 && error.detailFor(STALE_RECORD) !== undefined;
}

/**
 * Marks the fields a failed save names: 400 details whose key is a field of the form
 * (`items.0.configKey` included), and 409 `<X>_DUPLICATE` keys mapped by `duplicateFields`.
 * Returns the fields marked, in the server's order (the first gets the focus).
 */
export function markServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: ApiError,
  duplicateFields: Partial<Record<string, Path<V>>> = {},
): Path<V>[] {
  const values: unknown = form.getValues();
  const marked: Path<V>[] = [];
  for (const { key, description } of error.details) {
    const field = duplicateFields[key] ?? (get(values, key) !== undefined ? (key as Path<V>) : undefined);
    if (field === undefined || marked.includes(field)) continue;
    form.setError(field, { type: SERVER_ERROR_TYPE, message: description });
    marked.push(field);
  }
  return marked;
}
