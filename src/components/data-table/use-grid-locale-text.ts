import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fNumber } from 'src/lib/format';

// The grid's own texts from our locale files (Thai literals live in src/locales only, and this
// version of @mui/x-data-grid does not export its Thai locale). Texts of grid features we do
// not use (filters, pivots …) stay English: they never show.

const english = enUS.components.MuiDataGrid.defaultProps.localeText;

/**
 * Grid texts in the current language; re-computed on a language switch. `estimated`: the total
 * is the server's estimate (paging.totalExact false), and the footer says "about".
 */
export function useGridLocaleText(estimated = false): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation('list', { keyPrefix: 'grid' });
  const language = i18n.language;
  return useMemo<Partial<GridLocaleText>>(
    () => ({
      ...english,
      noRowsLabel: t('noRows'),
      noResultsOverlayLabel: t('noRows'),
      columnMenuLabel: t('columnMenuLabel'),
      columnMenuAriaLabel: (column: string) => t('columnMenuAriaLabel', { column }),
      columnMenuShowColumns: t('columnMenuShowColumns'),
      columnMenuManageColumns: t('columnMenuManageColumns'),
      columnMenuHideColumn: t('columnMenuHideColumn'),
      columnMenuUnsort: t('columnMenuUnsort'),
      columnMenuSortAsc: t('columnMenuSortAsc'),
      columnMenuSortDesc: t('columnMenuSortDesc'),
      columnHeaderSortIconLabel: t('columnHeaderSortIconLabel'),
      columnsManagementSearchTitle: t('columnsManagementSearchTitle'),
      columnsManagementNoColumns: t('columnsManagementNoColumns'),
      columnsManagementShowHideAllText: t('columnsManagementShowHideAllText'),
      columnsManagementReset: t('columnsManagementReset'),
      columnsManagementDeleteIconLabel: t('columnsManagementDeleteIconLabel'),
      toolbarColumns: t('toolbarColumns'),
      actionsCellMore: t('actionsCellMore'),
      paginationRowsPerPage: t('rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t(estimated ? 'displayedRowsAbout' : 'displayedRows', {
          from: fNumber(from),
          to: fNumber(to),
          count: fNumber(count),
        }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => t(`${type}Page`),
    }),
    // `language` re-runs the texts after a switch (t keeps its identity across it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, estimated],
  );
}
