import Box from '@mui/material/Box';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from 'src/components/data-table';
import { ListScreenBody, type ListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import type { Criteria } from 'src/hooks/use-url-search-state';

/** The master-data screens' locale key prefixes (each has title and exportFile). */
export type MasterDataEntity = 'province' | 'district' | 'subDistrict' | 'listbox' | 'configGroup';

interface MasterDataListPageProps<Row extends GridValidRowModel, C extends Criteria, S extends string, Req> {
  /** The page's data-page name (page-master-data-<page>). */
  page: string;
  entity: MasterDataEntity;
  screen: ListScreen<Row, C, S, string, Req>;
  criteria: ReactNode;
  columns: readonly TableColumn<Row>[];
  /** The record dialog, given `screen.dialog`. */
  children: ReactNode;
}

/**
 * Header with breadcrumbs and add, search card, results with the CSV export, and the record
 * dialog: the layout every master-data list screen shares (docs/list-screen-pattern.md).
 */
export function MasterDataListPage<Row extends GridValidRowModel, C extends Criteria, S extends string, Req>({
  page,
  entity,
  screen,
  criteria,
  columns,
  children,
}: MasterDataListPageProps<Row, C, S, Req>) {
  const { t } = useTranslation('master-data');
  const title = t(`${entity}.title`);
  return (
    <Box data-page={`page-master-data-${page}`}>
      <PageHeader title={title} parents={[{ label: t('masterData') }]} onAdd={screen.dialog.openAdd} />
      <ListScreenBody
        screen={screen}
        criteria={criteria}
        columns={columns}
        exportFileName={t(`${entity}.exportFile`)}
      >
        {children}
      </ListScreenBody>
    </Box>
  );
}
