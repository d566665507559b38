import Box from '@mui/material/Box';
import type { ConfigGroupRow } from 'contract/master-data';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { masterDataKeys } from '../api/query-keys';
import { searchConfigGroup } from '../api/search-config-group';
import { useConfigGroupColumns } from '../components/config-group/config-group-columns';
import { ConfigGroupDialog } from '../components/config-group/config-group-dialog';
import {
  configGroupSearchOptions,
  type ConfigGroupCriteria,
} from '../components/config-group/config-group-search';
import { masterDataBreadcrumbs } from '../components/shared/breadcrumbs';

/** Config groups: system settings by group, secrets masked. */
export default function ConfigGroupPage() {
  const { t } = useTranslation('master-data');
  const list = useUrlSearchState(configGroupSearchOptions);
  const query = useSearchQuery(masterDataKeys.configGroup, list.request, searchConfigGroup);
  const dialog = useRecordDialog<string>();

  const columns = useConfigGroupColumns({
    onView: (row) => dialog.openRecord('inquiry', row.configGroupType),
    onEdit: (row) => dialog.openRecord('modify', row.configGroupType),
  });

  return (
    <Box data-page="page-master-data-config-group">
      <PageHeader
        title={t('configGroup.title')}
        breadcrumbs={masterDataBreadcrumbs(t, t('configGroup.title'))}
        onAdd={dialog.openAdd}
      />
      <SearchCard list={list}>
        <RhfTextField<ConfigGroupCriteria> name="configGroupType" label={t('configGroup.configGroupType')} />
      </SearchCard>
      <DataTable<ConfigGroupRow>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.configGroupType}
        exportCsv={{
          fileName: t('configGroup.exportFile'),
          fetchPage: (page, size, signal) => searchConfigGroup({ ...list.request, page, size }, { signal }),
        }}
      />
      <ConfigGroupDialog dialog={dialog} />
    </Box>
  );
}
