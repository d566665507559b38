import Box from '@mui/material/Box';
import type { CustomerUser } from 'contract/customer-user';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { useSession } from 'src/lib/use-session';
import { deleteCustomerUser } from '../../api/delete-customer-user';
import { searchCustomerUser } from '../../api/search-customer-user';
import { userKeys } from '../../api/user-query-keys';
import { useUserColumns } from './user-columns';
import { UserCriteriaFields } from './user-criteria';
import { UserDialog } from './user-dialog';
import { USER_URL_PREFIX, userSearchOptions } from './user-search';

export interface CustomerUsersPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

const userCodeOf = (row: CustomerUser) => row.userCode;
const userIdOf = (row: CustomerUser) => row.userId;
// A soft delete with the version that was read; it ends the user's sessions.
const removeUser = (row: CustomerUser) => deleteCustomerUser({ userId: row.userId, version: row.version });

/**
 * The users of one customer (api-contract "Customer users"): search card, results and the user
 * dialog with the role and the branches. Used by the administrator's customer page (users tab)
 * and by the customer module's /user screen (the server takes the customer from the token there).
 * Its URL keys carry the prefix `u.` so that it can share its page.
 */
export function CustomerUsersPanel({ customerCode, readOnly = false }: CustomerUsersPanelProps) {
  const { t } = useTranslation('customer-user');
  const screen = useListScreen({
    search: userSearchOptions,
    urlPrefix: USER_URL_PREFIX,
    queryKey: userKeys.search(customerCode),
    call: searchCustomerUser,
    toRequest: (request) => ({ ...request, customerCode }),
    recordKey: userCodeOf,
    rowId: userIdOf,
    remove: { action: removeUser, invalidate: [userKeys.all(customerCode)] },
    readOnly,
  });
  // A customer admin's own row (customer module; an administrator's session has no userCode).
  const ownUserCode = useSession()?.user.userCode;
  const columns = useUserColumns(screen.actions, ownUserCode);

  return (
    <Box data-panel="customer-users">
      <ListScreenBody
        screen={screen}
        criteria={<UserCriteriaFields />}
        columns={columns}
        exportFileName={t('exportFile')}
        searchTitle={t('searchTitle')}
        tableTitle={t('tableTitle')}
        addLabel={t('add')}
      >
        <UserDialog customerCode={customerCode} dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}
