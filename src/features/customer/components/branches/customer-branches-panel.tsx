import Box from '@mui/material/Box';
import type { CustomerBranch } from 'contract/customer-branch';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { branchKeys } from '../../api/branch-query-keys';
import { deleteBranch } from '../../api/delete-branch';
import { searchBranch } from '../../api/search-branch';
import { useBranchColumns } from './branch-columns';
import { BranchCriteriaFields } from './branch-criteria';
import { BranchDialog } from './branch-dialog';
import { BRANCH_URL_PREFIX, branchSearchOptions } from './branch-search';

export interface CustomerBranchesPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

const branchIdOf = (row: CustomerBranch) => row.branchId;
// A soft delete with the version that was read; the head office has no delete button.
const removeBranch = (row: CustomerBranch) => deleteBranch({ branchId: row.branchId, version: row.version });

/**
 * The branches of one customer (api-contract "Branches"): search card, results and the branch
 * dialog. Used by the administrator's customer page (branches tab) and by the customer module's
 * /branch screen (the signed-in customer admin's own customer; the server takes the customer from
 * the token there). Its URL keys carry the prefix `b.` so that it can share its page.
 */
export function CustomerBranchesPanel({ customerCode, readOnly = false }: CustomerBranchesPanelProps) {
  const { t } = useTranslation('customer-branch');
  const screen = useListScreen({
    search: branchSearchOptions,
    urlPrefix: BRANCH_URL_PREFIX,
    queryKey: branchKeys.search(customerCode),
    call: searchBranch,
    toRequest: (request) => ({ ...request, customerCode }),
    recordKey: branchIdOf,
    remove: { action: removeBranch, invalidate: [branchKeys.all(customerCode)] },
    readOnly,
  });
  const columns = useBranchColumns(screen.actions);

  return (
    <Box data-panel="customer-branches">
      <ListScreenBody
        screen={screen}
        criteria={<BranchCriteriaFields />}
        columns={columns}
        exportFileName={t('exportFile')}
        searchTitle={t('searchTitle')}
        tableTitle={t('tableTitle')}
        addLabel={t('add')}
      >
        <BranchDialog customerCode={customerCode} dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}
