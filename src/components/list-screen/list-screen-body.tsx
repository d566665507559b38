import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type TableColumn } from 'src/components/data-table';
import { Iconify } from 'src/components/iconify';
import { dateRangeResolver, SearchCard } from 'src/components/search-card';
import type { Criteria } from 'src/hooks/use-url-search-state';
import type { ListScreen } from './use-list-screen';

export interface ListScreenBodyProps<
  Row extends GridValidRowModel,
  C extends Criteria,
  S extends string,
  Key,
  Req,
> {
  screen: ListScreen<Row, C, S, Key, Req>;
  /** The search card's fields. */
  criteria: ReactNode;
  columns: readonly TableColumn<Row>[];
  /**
   * The export: a list whose server streams its rows (documents, imports, customers, audit log)
   * gives its export call (`exportPath`, docs/exports.md); a small list the CSV file's name
   * (without .csv), assembled in the browser from its pages.
   */
  exportFileName?: string;
  exportPath?: string;
  searchTitle?: string;
  /** The criteria of a range of days: dates must be dates, and the range must not end before it starts. */
  dateRange?: readonly [from: keyof C & string, to: keyof C & string];
  tableTitle?: string;
  /** An add button above the search (a list inside a page; a page has its header's button). */
  addLabel?: string;
  /** The record dialog, given `screen.dialog` (none for a list whose records open a page). */
  children?: ReactNode;
  /** Shown between the search and the results: actions on the selected rows and their outcome. */
  aboveTable?: ReactNode;
}

/** The search's criteria and sort without its paging: what an export is asked for. */
function criteriaOf(request: unknown): object {
  if (typeof request !== 'object' || request === null) return {};
  const { page: _page, size: _size, ...criteria } = request as Record<string, unknown>;
  return criteria;
}

/** Search card, results (with the export of every row), the record dialog and the delete question. */
export function ListScreenBody<
  Row extends GridValidRowModel,
  C extends Criteria,
  S extends string,
  Key,
  Req,
>({
  screen,
  criteria,
  columns,
  exportFileName,
  exportPath,
  searchTitle,
  dateRange,
  tableTitle,
  addLabel,
  children,
  aboveTable,
}: ListScreenBodyProps<Row, C, S, Key, Req>) {
  const { list, query, request, call } = screen;
  const [from, to] = dateRange ?? [];
  const resolver = useMemo(() => (from && to ? dateRangeResolver<C>(from, to) : undefined), [from, to]);
  return (
    <>
      {addLabel && !screen.readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<Iconify icon="ri:add-line" />}
            onClick={screen.dialog.openAdd}
          >
            {addLabel}
          </Button>
        </Box>
      )}
      <SearchCard
        list={list}
        {...(searchTitle ? { title: searchTitle } : {})}
        {...(resolver ? { resolver } : {})}
      >
        {criteria}
      </SearchCard>
      {aboveTable}
      <DataTable<Row>
        {...(tableTitle ? { title: tableTitle } : {})}
        columns={columns}
        list={list}
        query={query}
        getRowId={screen.rowId}
        {...(exportPath ? { exportFile: { path: exportPath, criteria: criteriaOf(request) } } : {})}
        {...(exportFileName && !exportPath
          ? {
              exportCsv: {
                fileName: exportFileName,
                fetchPage: (page: number, size: number, signal: AbortSignal) =>
                  call({ ...request, page, size }, { signal }),
              },
            }
          : {})}
      />
      {children}
      {screen.remove?.confirmDialog}
    </>
  );
}
