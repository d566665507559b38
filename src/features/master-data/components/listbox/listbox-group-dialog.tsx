import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm, type RecordDialogState } from 'src/components/form-dialog';
import { lookupKeys } from 'src/lib/lookups';
import { getListboxGroupMaster } from '../../api/get-listbox-group-master';
import { masterDataKeys } from '../../api/query-keys';
import { saveListBoxGroupMaster } from '../../api/save-listbox-group';
import {
  emptyListboxGroup,
  listboxGroupSchema,
  listboxGroupToForm,
  listboxGroupToRequest,
} from '../../schemas/listbox-schemas';
import { ListboxGroupFields } from './listbox-group-fields';
import { ListboxItemsPanel } from './listbox-items-panel';

/** A listbox group and, once it exists, its items (each item saved on its own). */
export function ListboxGroupDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  const { open, mode, recordKey, close } = dialog;
  const existing = mode !== 'add';

  const record = useQuery({
    queryKey: masterDataKeys.detail(masterDataKeys.listboxGroup, recordKey ?? ''),
    queryFn: ({ signal }) => getListboxGroupMaster(recordKey ?? '', { signal }),
    enabled: open && existing && recordKey !== null,
  });
  const master = existing ? record.data : undefined;

  const form = useRecordForm({
    schema: listboxGroupSchema,
    emptyValues: emptyListboxGroup,
    record: master?.group,
    toValues: listboxGroupToForm,
    open,
  });

  return (
    <FormDialog
      open={open}
      mode={mode}
      maxWidth="md"
      title={t(`list:dialogTitle.${mode}`, { entity: t('listbox.entity') })}
      form={form}
      save={(values) => saveListBoxGroupMaster(listboxGroupToRequest(values, master?.group))}
      invalidate={[masterDataKeys.listboxGroup, lookupKeys.all]}
      duplicateFields={{ LISTBOX_GROUP_DUPLICATE: 'listboxGroupCode' }}
      onReload={() => record.refetch()}
      onClose={close}
      // A new group opens again in modify mode, where its items can be added.
      onSaved={(saved) => {
        if (mode === 'add') dialog.openRecord('modify', saved.listboxGroupCode);
      }}
      loading={existing && record.isLoading}
      loadFailed={existing && record.isError}
      footer={
        master ? (
          <ListboxItemsPanel
            group={master.group.listboxGroupCode}
            items={master.items}
            readOnly={mode === 'inquiry'}
            onReload={() => record.refetch()}
          />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {t('listbox.items.saveGroupFirst')}
          </Alert>
        )
      }
    >
      <ListboxGroupFields existing={existing} />
    </FormDialog>
  );
}
