import type { ConfigGroupRow } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { useListScreen } from 'src/components/list-screen';
import { masterDataKeys } from '../api/query-keys';
import { searchConfigGroup } from '../api/search-config-group';
import { useConfigGroupColumns } from '../components/config-group/config-group-columns';
import { ConfigGroupDialog } from '../components/config-group/config-group-dialog';
import {
  configGroupSearchOptions,
  type ConfigGroupCriteria,
} from '../components/config-group/config-group-search';
import { MasterDataListPage } from '../components/shared/master-data-list-page';

const groupTypeOf = (row: ConfigGroupRow) => row.configGroupType;

/** Config groups: system settings by group, secrets masked; groups are not deleted. */
export default function ConfigGroupPage() {
  const { t } = useTranslation('master-data');
  const screen = useListScreen({
    search: configGroupSearchOptions,
    queryKey: masterDataKeys.configGroup,
    call: searchConfigGroup,
    recordKey: groupTypeOf,
  });
  const columns = useConfigGroupColumns(screen.actions);

  return (
    <MasterDataListPage
      page="config-group"
      entity="configGroup"
      screen={screen}
      criteria={
        <RhfTextField<ConfigGroupCriteria> name="configGroupType" label={t('configGroup.configGroupType')} />
      }
      columns={columns}
    >
      <ConfigGroupDialog dialog={screen.dialog} />
    </MasterDataListPage>
  );
}
