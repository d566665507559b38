import Box from '@mui/material/Box';
import { type CustomerRow, customerController } from 'contract/customer';
import { exportPathOf } from 'contract/exports';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { customerKeys } from '../api/customer-query-keys';
import { deleteCustomer } from '../api/delete-customer';
import { searchCustomer } from '../api/search-customer';
import { useCustomerColumns } from '../components/customer/customer-columns';
import { CustomerCriteriaFields } from '../components/customer/customer-criteria';
import { customerPaths, type FromListState } from '../components/customer/customer-paths';
import { customerSearchOptions } from '../components/customer/customer-search';

/** The server's export of this list's search (docs/exports.md). */
const EXPORT_PATH = exportPathOf(customerController.prefix);

const customerCodeOf = (row: CustomerRow) => row.customerCode;
const removeCustomer = (row: CustomerRow) =>
  deleteCustomer({ customerCode: row.customerCode, version: row.version });

/**
 * Customer search (spec §2–§3): criteria, results, CSV export; a customer opens on its own
 * page (it has tabs: details, branches, users), add / view / edit each at its own path.
 */
export default function CustomerSearchPage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const { search } = useLocation();
  const screen = useListScreen({
    search: customerSearchOptions,
    queryKey: customerKeys.list,
    call: searchCustomer,
    recordKey: customerCodeOf,
    remove: { action: removeCustomer, invalidate: [customerKeys.all] },
  });
  // The customer page's back button returns to this very search.
  const fromList: FromListState = { listSearch: search };
  const columns = useCustomerColumns({
    onView: (row) => void navigate(customerPaths.view(row.customerCode), { state: fromList }),
    onEdit: (row) => void navigate(customerPaths.edit(row.customerCode), { state: fromList }),
    ...(screen.actions.onDelete ? { onDelete: screen.actions.onDelete } : {}),
  });

  return (
    <Box data-page="page-customer-search">
      <PageHeader title={t('title')} onAdd={() => void navigate(customerPaths.add, { state: fromList })} />
      <ListScreenBody
        screen={screen}
        criteria={<CustomerCriteriaFields />}
        columns={columns}
        exportPath={EXPORT_PATH}
      />
    </Box>
  );
}
