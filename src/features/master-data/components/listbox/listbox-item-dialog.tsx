import type { ListboxItem } from 'contract/master-data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormGrid, useRecordForm, type FormMode } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import { lookupKeys } from 'src/lib/lookups';
import { masterDataKeys } from '../../api/query-keys';
import { saveListBoxMaster } from '../../api/save-listbox-item';
import {
  emptyListboxItem,
  listboxItemSchema,
  listboxItemToForm,
  listboxItemToRequest,
  type ListboxItemFormValues,
} from '../../schemas/listbox-schemas';
import { MasterStatusSelect } from '../shared/master-status';
import { MasterCodeField } from '../shared/master-code-field';

export interface ListboxItemDialogProps {
  group: string;
  open: boolean;
  mode: Exclude<FormMode, 'inquiry'>;
  /** The item being edited (from the group's item list), undefined when adding. */
  item: ListboxItem | undefined;
  /** The seq a new item gets by default: after the last one. */
  nextSeq: number;
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit one item of a listbox group (a dialog over the group's dialog). */
export function ListboxItemDialog({
  group,
  open,
  mode,
  item,
  nextSeq,
  onReload,
  onClose,
}: ListboxItemDialogProps) {
  const { t } = useTranslation('master-data');
  const existing = mode !== 'add';
  // A new item goes last unless the user says otherwise.
  const emptyValues = useMemo(() => ({ ...emptyListboxItem, seq: String(nextSeq) }), [nextSeq]);
  const form = useRecordForm({
    schema: listboxItemSchema,
    emptyValues,
    record: existing ? item : undefined,
    toValues: listboxItemToForm,
    open,
  });
  const save = (values: ListboxItemFormValues) =>
    saveListBoxMaster(listboxItemToRequest(group, values, existing ? item : undefined));

  return (
    <FormDialog
      open={open}
      mode={mode}
      title={t(`list:dialogTitle.${mode}`, { entity: t('listbox.items.entity') })}
      form={form}
      save={save}
      invalidate={[masterDataKeys.listboxGroup, lookupKeys.listbox(group)]}
      duplicateFields={{ LISTBOX_ITEM_DUPLICATE: 'code' }}
      onReload={onReload}
      onClose={onClose}
    >
      <FormGrid>
        <MasterCodeField<ListboxItemFormValues> name="code" prefix="listbox.items" existing={existing} />
        <RhfTextField<ListboxItemFormValues>
          name="seq"
          label={t('listbox.items.seq')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <RhfTextField<ListboxItemFormValues> name="nameTh" label={t('listbox.items.nameTh')} required />
        <RhfTextField<ListboxItemFormValues> name="nameEn" label={t('listbox.items.nameEn')} required />
        <MasterStatusSelect<ListboxItemFormValues> required />
      </FormGrid>
    </FormDialog>
  );
}
