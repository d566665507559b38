import { useTranslation } from 'react-i18next';
import { FormGrid, type RecordDialogState } from 'src/components/form-dialog';
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
import { MasterRecordDialog } from '../shared/master-record-dialog';
import { ConfigItemsFields } from './config-items-fields';
import { MasterCodeField } from '../shared/master-code-field';

/** A config group with its settings, saved together (the items replace the stored ones). */
export function ConfigGroupDialog({ dialog }: { dialog: RecordDialogState<string> }) {
  const { t } = useTranslation('master-data');
  return (
    <MasterRecordDialog
      dialog={dialog}
      entity="configGroup"
      entityKey={masterDataKeys.configGroup}
      read={(configGroupType, options) => getConfigGroup({ configGroupType }, options)}
      schema={configGroupSchema}
      emptyValues={emptyConfigGroup}
      toValues={configGroupToForm}
      save={(values, current) => saveConfigGroup(configGroupToRequest(values, current))}
      invalidate={[masterDataKeys.configGroup]}
      duplicateFields={{ CONFIG_GROUP_DUPLICATE: 'configGroupType' }}
      maxWidth="lg"
    >
      {(existing) => (
        <>
          <FormGrid>
            <MasterCodeField<ConfigGroupFormValues>
              name="configGroupType"
              prefix="configGroup"
              existing={existing}
            />
            <RhfTextField<ConfigGroupFormValues> name="description" label={t('configGroup.description')} />
          </FormGrid>
          <ConfigItemsFields />
        </>
      )}
    </MasterRecordDialog>
  );
}
