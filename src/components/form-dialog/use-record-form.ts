import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

export interface RecordFormOptions<V extends Record<string, unknown>, R> {
  /** yup schema of the form values; messages are `fieldMessage(...)` i18n keys. */
  schema: ObjectSchema<V>;
  /** The values of a new record. Keep it a module constant (it is an effect dependency). */
  emptyValues: V;
  /** The record read from the server (modify / inquiry), undefined when adding or loading. */
  record: R | undefined;
  /** Record → form values. Keep it a module function (it is an effect dependency). */
  toValues: (record: R) => V;
  /** The dialog is open: each opening starts from the record (or the empty values). */
  open: boolean;
}

/**
 * react-hook-form for a record dialog: errors show once a field is left (`onTouched`), every
 * opening starts clean from the record or the empty values, and a re-read record (after a
 * STALE_RECORD reload) replaces the values.
 */
export function useRecordForm<V extends Record<string, unknown>, R>({
  schema,
  emptyValues,
  record,
  toValues,
  open,
}: RecordFormOptions<V, R>): UseFormReturn<V> {
  const form = useForm<V>({
    mode: 'onTouched',
    resolver: yupResolver(schema) as never,
    defaultValues: emptyValues as DefaultValues<V>,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(record === undefined ? emptyValues : toValues(record));
  }, [open, record, reset, emptyValues, toValues]);
  return form;
}

/** A new thing's form reads no record: its values are always the empty ones. */
const noRecord = (): never => {
  throw new Error('A new form has no record to read');
};

/**
 * react-hook-form for a form of a new thing (an upload, a reply, a new ticket): `useRecordForm`
 * without a record, starting from `emptyValues` (a module constant) each time it opens.
 */
export function useNewForm<V extends Record<string, unknown>>(
  schema: ObjectSchema<V>,
  emptyValues: V,
  open = true,
): UseFormReturn<V> {
  return useRecordForm<V, undefined>({ schema, emptyValues, record: undefined, toValues: noRecord, open });
}
