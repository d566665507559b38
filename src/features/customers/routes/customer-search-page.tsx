import Box from '@mui/material/Box';
import type { CustomerRow } from 'contract/customer';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DataTable } from 'src/components/data-table';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { paths } from 'src/config/paths';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { customerKeys } from '../api/customer-query-keys';
import { deleteCustomer } from '../api/delete-customer';
import { searchCustomer } from '../api/search-customer';
import { useCustomerColumns } from '../components/customer/customer-columns';
import { CustomerCriteriaFields } from '../components/customer/customer-criteria';
import { customerPaths, type FromListState } from '../components/customer/customer-paths';
import { customerSearchOptions } from '../components/customer/customer-search';

/**
 * Customer search (spec §2–§3): criteria, results, CSV export; a customer opens on its own
 * page (it has tabs: details, branches, users), add / view / edit each at its own path.
 */
export default function CustomerSearchPage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useUrlSearchState(customerSearchOptions);
  const query = useSearchQuery(customerKeys.list, list.request, searchCustomer);
  // The customer page's back button returns to this very search.
  const fromList: FromListState = { listSearch: search };

  const remove = useConfirmedAction({
    action: (row: CustomerRow) => deleteCustomer({ customerCode: row.customerCode, version: row.version }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [customerKeys.all],
  });

  const columns = useCustomerColumns({
    onView: (row) => void navigate(customerPaths.view(row.customerCode), { state: fromList }),
    onEdit: (row) => void navigate(customerPaths.edit(row.customerCode), { state: fromList }),
    onDelete: (row) => void remove.run(row),
  });

  return (
    <Box data-page="page-customer-search">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('list:home'), href: paths.dashboard }, { label: t('title') }]}
        onAdd={() => void navigate(customerPaths.add, { state: fromList })}
      />
      <SearchCard list={list}>
        <CustomerCriteriaFields />
      </SearchCard>
      <DataTable<CustomerRow>
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.customerCode}
        exportCsv={{
          fileName: t('exportFile'),
          fetchPage: (page, size, signal) => searchCustomer({ ...list.request, page, size }, { signal }),
        }}
      />
      {remove.confirmDialog}
    </Box>
  );
}
