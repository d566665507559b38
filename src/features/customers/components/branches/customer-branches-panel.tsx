import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BranchSortBy, CustomerBranch } from 'contract/customer-branch';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'src/components/data-table';
import { useRecordDialog } from 'src/components/form-dialog';
import { Iconify } from 'src/components/iconify';
import { SearchCard } from 'src/components/search-card';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { branchKeys } from '../../api/branch-query-keys';
import { deleteBranch } from '../../api/delete-branch';
import { searchBranch } from '../../api/search-branch';
import { useBranchColumns } from './branch-columns';
import { BranchCriteriaFields } from './branch-criteria';
import { BranchDialog } from './branch-dialog';
import { BRANCH_URL_PREFIX, branchSearchOptions, type BranchCriteria } from './branch-search';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';

export interface CustomerBranchesPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

/**
 * The branches of one customer (api-contract "Branches"): search card, results and the branch
 * dialog. Used by the administrator's customer page (branches tab) and by the customer module's
 * /branch screen (the signed-in customer admin's own customer; the server takes the customer from
 * the token there). Its URL keys carry the prefix `b.` so that it can share its page.
 */
export function CustomerBranchesPanel({ customerCode, readOnly = false }: CustomerBranchesPanelProps) {
  const { t } = useTranslation('customer-branch');
  const list = useUrlSearchState<BranchCriteria, BranchSortBy>(branchSearchOptions, BRANCH_URL_PREFIX);
  const request = { ...list.request, customerCode };
  const query = useSearchQuery(branchKeys.search(customerCode), request, searchBranch);
  const dialog = useRecordDialog<number>();

  // Delete is a soft delete with the version that was read; the head office has no button.
  const remove = useConfirmedAction({
    action: (row: CustomerBranch) => deleteBranch({ branchId: row.branchId, version: row.version }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [branchKeys.all(customerCode)],
  });

  const { openRecord } = dialog;
  const onView = useCallback((row: CustomerBranch) => openRecord('inquiry', row.branchId), [openRecord]);
  const onEdit = useCallback((row: CustomerBranch) => openRecord('modify', row.branchId), [openRecord]);
  const { run } = remove;
  const onDelete = useCallback((row: CustomerBranch) => void run(row), [run]);
  const columns = useBranchColumns(readOnly ? { onView } : { onView, onEdit, onDelete });

  return (
    <Box data-panel="customer-branches">
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<Iconify icon="ri:add-line" />} onClick={dialog.openAdd}>
            {t('add')}
          </Button>
        </Box>
      )}
      <SearchCard list={list} title={t('searchTitle')}>
        <BranchCriteriaFields />
      </SearchCard>
      <DataTable<CustomerBranch>
        title={t('tableTitle')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(row) => row.branchId}
        exportCsv={{
          fileName: t('exportFile'),
          fetchPage: (page, size, signal) => searchBranch({ ...request, page, size }, { signal }),
        }}
      />
      <BranchDialog customerCode={customerCode} dialog={dialog} />
      {remove.confirmDialog}
    </Box>
  );
}
