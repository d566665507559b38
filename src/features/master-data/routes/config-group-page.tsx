import Box from '@mui/material/Box';
import type { ConfigGroupRow } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { masterDataKeys } from '../api/query-keys';
import { searchConfigGroup } from '../api/search-config-group';
import { useConfigGroupColumns } from '../components/config-group/config-group-columns';
import { ConfigGroupDialog } from '../components/config-group/config-group-dialog';
import {
  configGroupSearchOptions,
  type ConfigGroupCriteria,
} from '../components/config-group/config-group-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

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
    <Box data-page="page-master-data-config-group">
      <PageHeader
        title={t('configGroup.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('configGroup.title'))}
        onAdd={screen.dialog.openAdd}
      />
      <ListScreenBody
        screen={screen}
        criteria={
          <RhfTextField<ConfigGroupCriteria>
            name="configGroupType"
            label={t('configGroup.configGroupType')}
          />
        }
        columns={columns}
        exportFileName={t('configGroup.exportFile')}
      >
        <ConfigGroupDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}
