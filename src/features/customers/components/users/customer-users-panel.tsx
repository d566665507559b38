import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CustomerUser, CustomerUserSortBy } from 'contract/customer-user';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { Iconify } from 'src/components/iconify';
import { SearchCard } from 'src/components/search-card';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useSession } from 'src/lib/use-session';
import { deleteCustomerUser } from '../../api/delete-customer-user';
import { searchCustomerUser } from '../../api/search-customer-user';
import { userKeys } from '../../api/user-query-keys';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { useUserColumns } from './user-columns';
import { UserCriteriaFields } from './user-criteria';
import { UserDialog } from './user-dialog';
import { USER_URL_PREFIX, userSearchOptions, type UserCriteria } from './user-search';

export interface CustomerUsersPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

/**
 * The users of one customer (api-contract "Customer users"): search card, results and the user
 * dialog with the role and the branches. Used by the administrator's customer page (users tab)
 * and by the customer module's /user screen (the server takes the customer from the token there).
 * Its URL keys carry the prefix `u.` so that it can share its page.
 */
export function CustomerUsersPanel({ customerCode, readOnly = false }: CustomerUsersPanelProps) {
  const { t } = useTranslation('customer-user');
  const list = useUrlSearchState<UserCriteria, CustomerUserSortBy>(userSearchOptions, USER_URL_PREFIX);
  const request = { ...list.request, customerCode };
  const query = useSearchQuery(userKeys.search(customerCode), request, searchCustomerUser);
  const dialog = useRecordDialog<string>();

  // Delete is a soft delete with the version that was read; it ends the user's sessions.
  const remove = useConfirmedAction({
    action: (row: CustomerUser) => deleteCustomerUser({ userId: row.userId, version: row.version }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [userKeys.all(customerCode)],
  });

  const { openRecord } = dialog;
  const onView = useCallback((row: CustomerUser) => openRecord('inquiry', row.userCode), [openRecord]);
  const onEdit = useCallback((row: CustomerUser) => openRecord('modify', row.userCode), [openRecord]);
  const { run } = remove;
  const onDelete = useCallback((row: CustomerUser) => void run(row), [run]);
  // A customer admin's own row (customer module; an administrator's session has no userCode).
  const ownUserCode = useSession()?.user.userCode;
  const columns = useUserColumns(readOnly ? { onView } : { onView, onEdit, onDelete }, ownUserCode);

  return (
    <Box data-panel="customer-users">
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<Iconify icon="ri:add-line" />} onClick={dialog.openAdd}>
            {t('add')}
          </Button>
        </Box>
      )}
      <SearchCard list={list} title={t('searchTitle')}>
        <UserCriteriaFields />
      </SearchCard>
      <DataTable<CustomerUser>
        title={t('tableTitle')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.userId}
        exportCsv={{
          fileName: t('exportFile'),
          fetchPage: (page, size, signal) => searchCustomerUser({ ...request, page, size }, { signal }),
        }}
      />
      <UserDialog customerCode={customerCode} dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}
