import type { ReactElement } from 'react';
import {
  Controller,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from './field-message';
import { useFormReadOnly } from './form-read-only';

export interface RhfRenderProps<V extends FieldValues> {
  field: ControllerRenderProps<V, FieldPath<V>>;
  /** The form is read-only (inquiry) or the field itself is. */
  isReadOnly: boolean;
  error: boolean;
  /** The error in words (undefined while there is none). */
  errorText: string | undefined;
}

/**
 * What every rhf-* field shares: bound by `name` to the surrounding react-hook-form
 * (FormProvider), read-only inside a read-only form or when `readOnly` says so, its error put
 * into words; `render` draws the input.
 */
export function RhfController<V extends FieldValues>({
  name,
  readOnly,
  render,
}: {
  name: FieldPath<V>;
  readOnly?: boolean;
  render: (props: RhfRenderProps<V>) => ReactElement;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  const isReadOnly = useFormReadOnly() || readOnly === true;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) =>
        render({
          field,
          isReadOnly,
          error: Boolean(fieldState.error),
          errorText: errorText(t, fieldState.error),
        })
      }
    />
  );
}
