import type { SearchBody } from 'contract/envelope';
import { useMemo } from 'react';
import { DataTable, rowActionsColumn, statusColumn, type TableColumn } from 'src/components/data-table';
import { useSearchQuery } from 'src/hooks/use-search-query';
import { useUrlSearchState, type UrlSearchStateOptions } from 'src/hooks/use-url-search-state';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';
import { i18n } from 'src/lib/i18n';

// A list screen reduced to its table, for the DataTable tests.

export const SEARCH = '/api/test/search';

export interface Row {
  code: string;
  name: string;
  note: string;
  status: string;
}

interface Criteria extends Record<string, string> {
  name: string;
}

const options: UrlSearchStateOptions<Criteria, 'code' | 'name'> = {
  emptyCriteria: { name: '' },
  sortFields: ['code', 'name'],
  defaultSort: { field: 'code', direction: 'asc' },
};

function search(body: object, requestOptions?: ApiRequestOptions): Promise<SearchBody<Row>> {
  return apiSearch<Row>(SEARCH, body, requestOptions);
}

const t = i18n.t.bind(i18n);
const columnsWith = (onView: (row: Row) => void, onDelete: (row: Row) => void): TableColumn<Row>[] => [
  { field: 'code', headerName: 'Code' },
  { field: 'name', headerName: 'Name', flex: 1 },
  // Not in sortFields: the API cannot sort by it.
  { field: 'note', headerName: 'Note', exportValue: (row) => `note:${row.note}` },
  statusColumn<Row>(t, { headerName: 'Status' }),
  // A grid detail a phone's card leaves out.
  {
    field: 'internal',
    headerName: 'Internal',
    card: 'hidden',
    exportable: false,
    valueGetter: () => 'grid only',
  },
  rowActionsColumn<Row>(t, { rowLabel: (row) => row.code, onView, onDelete }),
];

export function TableHarness({
  onView = () => undefined,
  onDelete = () => undefined,
}: {
  onView?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}) {
  const columns = useMemo(() => columnsWith(onView, onDelete), [onView, onDelete]);
  const list = useUrlSearchState(options);
  const query = useSearchQuery(['test-table'], list.request, search);
  return (
    <DataTable<Row>
      columns={columns}
      list={list}
      query={query}
      getRowId={(row) => row.code}
      exportCsv={{
        fileName: 'rows',
        fetchPage: (page, size, signal) => search({ ...list.request, page, size }, { signal }),
      }}
    />
  );
}
