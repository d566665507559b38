import type { RdSubmissionStatus } from 'contract/rd-filing';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';

// The filing list's URL state (a module constant: useUrlSearchState depends on its identity).

export interface RdMonthCriteria extends Record<string, string> {
  customerCode: string;
  status: '' | RdSubmissionStatus;
}

export const RD_MONTH_SORT_BY = ['month', 'customerCode'] as const;

export const rdMonthSearchOptions: UrlSearchStateOptions<RdMonthCriteria, (typeof RD_MONTH_SORT_BY)[number]> =
  {
    emptyCriteria: { customerCode: '', status: '' },
    sortFields: RD_MONTH_SORT_BY,
    defaultSort: { field: 'month', direction: 'desc' },
  };
