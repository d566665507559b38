import type { DialogProps } from '@mui/material/Dialog';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordDialogForm, type RecordDialogState } from 'src/components/form-dialog';
import type { ApiRequestOptions } from 'src/lib/api-client';
import type { ObjectSchema } from 'yup';
import { masterDataKeys } from '../../api/query-keys';
import type { MasterDataEntity } from './master-data-list-page';

interface MasterRecordDialogProps<V extends Record<string, unknown>, R> {
  dialog: RecordDialogState<string>;
  /** The locale key prefix whose `entity` names the record in the title. */
  entity: MasterDataEntity;
  /** The entity's query key (masterDataKeys.*): the record's key sits below it. */
  entityKey: readonly string[];
  /** Reads the record by the code the dialog was opened with (null: it no longer exists). */
  read: (code: string, options: ApiRequestOptions) => Promise<R | null>;
  schema: ObjectSchema<V>;
  /** Module constants (effect dependencies of the form). */
  emptyValues: V;
  toValues: (record: R) => V;
  /** The save from the form's values and the record as read (its version guards the save). */
  save: (values: V, current: R | undefined) => Promise<unknown>;
  invalidate: readonly QueryKey[];
  duplicateFields: Partial<Record<string, Path<V>>>;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields, told whether the record exists (its code then cannot change). */
  children: (existing: boolean) => ReactNode;
}

/** Add / modify / view one master-data record, read fresh when it opens. */
export function MasterRecordDialog<V extends Record<string, unknown>, R>({
  dialog,
  entity,
  entityKey,
  read,
  schema,
  emptyValues,
  toValues,
  save,
  invalidate,
  duplicateFields,
  maxWidth,
  children,
}: MasterRecordDialogProps<V, R>) {
  const { t } = useTranslation('master-data');
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: masterDataKeys.detail(entityKey, recordKey ?? ''),
    queryFn: ({ signal }) => read(recordKey ?? '', { signal }),
    schema,
    emptyValues,
    toValues,
  });

  return (
    <FormDialog
      {...dialogProps}
      {...(maxWidth ? { maxWidth } : {})}
      title={t(`list:dialogTitle.${mode}`, { entity: t(`${entity}.entity`) })}
      save={(values) => save(values, current)}
      invalidate={invalidate}
      duplicateFields={duplicateFields}
    >
      {children(existing)}
    </FormDialog>
  );
}
