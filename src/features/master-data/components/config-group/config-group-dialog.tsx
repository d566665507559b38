import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormGrid,
  useRecordDialogForm,
  type RecordDialogState,
} from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import { getConfigGroup } from '../../api/get-config-group';
import { masterDataKeys } from '../../api/query-keys';
import { saveConfigGroup } from '../../api/save-config-group';
import {
  configGroupSchema,
  configGroupToForm,
  configGroupToRequest,
  emptyConfigGroup,
  type ConfigGroupFormValues,
} from '../../schemas/config-group-schema';
import { ConfigItemsFields } from './config-items-fields';

/** A config group with its settings, saved together (the items replace the stored ones). */
export function ConfigGroupDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  const { mode, recordKey } = dialog;
  const { existing, current, dialogProps } = useRecordDialogForm({
    dialog,
    queryKey: masterDataKeys.detail(masterDataKeys.configGroup, recordKey ?? ''),
    queryFn: ({ signal }) => getConfigGroup({ configGroupType: recordKey ?? '' }, { signal }),
    schema: configGroupSchema,
    emptyValues: emptyConfigGroup,
    toValues: configGroupToForm,
  });

  return (
    <FormDialog
      {...dialogProps}
      maxWidth="lg"
      title={t(`list:dialogTitle.${mode}`, { entity: t('configGroup.entity') })}
      save={(values) => saveConfigGroup(configGroupToRequest(values, current))}
      invalidate={[masterDataKeys.configGroup]}
      duplicateFields={{ CONFIG_GROUP_DUPLICATE: 'configGroupType' }}
    >
      <FormGrid>
        <RhfTextField<ConfigGroupFormValues>
          name="configGroupType"
          label={t('configGroup.configGroupType')}
          helperText={t('configGroup.codeHint')}
          required
          readOnly={existing}
        />
        <RhfTextField<ConfigGroupFormValues> name="description" label={t('configGroup.description')} />
      </FormGrid>
      <ConfigItemsFields />
    </FormDialog>
  );
}
