import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridCellParams,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SearchBody } from 'contract/envelope';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton, type CsvColumn, type FetchPage } from 'src/components/csv-export';
import { ServerExportButtons } from 'src/components/server-export';
import { PAGE_SIZE_OPTIONS } from 'src/config/constants';
import type { Criteria, UrlSearchState } from 'src/hooks/use-url-search-state';
import { fNumber } from 'src/lib/format';
import { headerMinWidth, useHeaderFont } from './header-width';
import { TableCards } from './table-cards';
import { defaultExportValue, type TableColumn } from './table-column';
import { TableLoadingOverlay } from './table-loading-overlay';
import { TableOverlay } from './table-overlay';
import { useGridLocaleText } from './use-grid-locale-text';

/** Wide enough to draw every column of the widest list, so the actions column is never virtualised away. */
const COLUMN_BUFFER_PX = 4000;

/**
 * The row buttons stay in view at the right edge however many columns scroll behind them
 * (MUI X pins columns only in its Pro grid): the actions header and cells stick to the right
 * of the scrolling area on the paper's colour, with a divider on their left.
 */
const pinnedActionsSx = {
  '& .MuiDataGrid-columnHeader[data-field="actions"], & .MuiDataGrid-cell[data-field="actions"]': {
    position: 'sticky',
    right: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    borderLeft: 1,
    borderLeftColor: 'divider',
  },
} as const;

/** A click on a link or button inside a cell does that control's job, not the row's. */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, [role="button"]') !== null;
}

export interface DataTableProps<Row extends GridValidRowModel> {
  /** The table's heading and accessible name; the search-results title by default. */
  title?: string;
  columns: readonly TableColumn<Row>[];
  /** The list's URL state: paging and sort are read from and written to it. */
  list: Pick<
    UrlSearchState<Criteria>,
    'page' | 'size' | 'sort' | 'sortFields' | 'setPage' | 'setPageSize' | 'setSort'
  >;
  /** The search (`useSearchQuery`): rows, total, loading and failure. */
  query: Pick<UseQueryResult<SearchBody<Row>>, 'data' | 'isFetching' | 'isError' | 'refetch'>;
  getRowId: (row: Row) => GridRowId;
  /** Adds a CSV export button: every page of the current search with the visible columns. */
  exportCsv?: { fileName: string; fetchPage: FetchPage<Row> };
  /** Adds CSV and Excel buttons made by the server (the large lists: docs/exports.md). */
  exportFile?: { path: string; criteria: object };
}

/**
 * The results of a list screen (ux.md): MUI X Data Grid in server mode — paging (25 by
 * default; 10/25/50/100) and sorting done by the API and kept in the URL — with the total
 * count, a skeleton while the first page loads, the no-data text when empty, a retry when the
 * search failed, and a sticky header when a long page scrolls inside the card. Every column is
 * at least as wide as its header. Below `sm` (a phone) the rows are cards instead, with the
 * same paging and states (TableCards).
 */
export function DataTable<Row extends GridValidRowModel>({
  title,
  columns,
  list,
  query,
  getRowId,
  exportCsv,
  exportFile,
}: DataTableProps<Row>) {
  const { t } = useTranslation('list');
  const theme = useTheme();
  // Read at once (no server rendering here): a phone never mounts the grid first.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const estimated = query.data?.paging.totalExact === false;
  const gridLocaleText = useGridLocaleText(estimated);
  // Before the first answer the count is a stand-in (see rowCount): "1–25 of 25" over no rows
  // would be a claim, so the footer says nothing until the rows are there.
  const answered = Boolean(query.data);
  const localeText = useMemo(
    () => (answered ? gridLocaleText : { ...gridLocaleText, paginationDisplayedRows: () => '' }),
    [answered, gridLocaleText],
  );
  const headingId = useId();
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>({});
  const heading = title ?? t('table.title');

  const { font, loaded } = useHeaderFont(theme);
  // Only what the API can sort by is sortable: anything else would be a 400. A header is never
  // cut: its column is at least as wide as its text (measured again once the font has loaded).
  const gridColumns = useMemo(
    () =>
      columns.map(
        ({
          exportValue: _exportValue,
          exportable: _exportable,
          card: _card,
          rowActions: _rowActions,
          ...column
        }) => {
          const sortable = column.sortable !== false && list.sortFields.includes(column.field);
          const header =
            column.type === 'actions' ? 0 : headerMinWidth(column.headerName ?? '', sortable, font);
          return { ...column, sortable, minWidth: Math.max(column.minWidth ?? 50, header) };
        },
      ),
    // `loaded`: the widths measured with the fallback font are measured again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, list.sortFields, font, loaded],
  );

  const csvColumns = useMemo<CsvColumn<Row>[]>(
    () =>
      columns
        .filter((column) => column.type !== 'actions' && column.exportable !== false)
        .filter((column) => visibility[column.field] !== false)
        .map((column) => ({
          header: column.headerName ?? column.field,
          value: (row: Row) =>
            column.exportValue ? column.exportValue(row) : defaultExportValue(column, row),
        })),
    [columns, visibility],
  );

  // Stable models: a new sort model object reads as a sort change, and the grid then jumps
  // back to the first page.
  const sortField = list.sort?.field;
  const sortDirection = list.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortDirection ? [{ field: sortField, sort: sortDirection }] : []),
    [sortField, sortDirection],
  );
  const paginationModel = useMemo(
    () => ({ page: list.page - 1, pageSize: list.size }),
    [list.page, list.size],
  );
  // A row click or Enter opens the record (the row-actions column knows how: view, else edit).
  const openRow = columns.find((column) => column.openRow)?.openRow;
  const rows = query.data?.data ?? [];
  const total = query.data?.paging.totalRecords ?? 0;
  // Until the first answer the total is unknown: claim just enough rows for the page in the
  // URL, or the grid would "correct" page 3 of a shared link to page 1 before the rows arrive.
  // A failed search has no rows: 0 lets the grid show its failure overlay.
  const rowCount = query.data ? total : query.isError ? 0 : list.page * list.size;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 2, md: 3 },
          py: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {query.data
              ? t(estimated ? 'table.totalAbout' : 'table.total', { count: total, total: fNumber(total) })
              : ''}
          </Typography>
        </Box>
        {exportFile && (
          <ServerExportButtons path={exportFile.path} criteria={exportFile.criteria} disabled={total === 0} />
        )}
        {exportCsv && (
          <CsvExportButton
            fileName={exportCsv.fileName}
            columns={csvColumns}
            fetchPage={exportCsv.fetchPage}
            disabled={total === 0}
          />
        )}
      </Box>
      {phone ? (
        <TableCards<Row>
          label={heading}
          columns={columns.filter((column) => visibility[column.field] !== false)}
          rows={rows}
          getRowId={getRowId}
          loading={query.isFetching}
          firstLoad={!query.data}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          {...(openRow ? { onOpen: openRow } : {})}
          page={list.page - 1}
          size={list.size}
          count={rowCount}
          onPage={(page) => list.setPage(page + 1)}
          onSize={list.setPageSize}
          localeText={localeText}
        />
      ) : (
        // A flex column: the grid is as tall as its rows, up to the cap, then scrolls under a sticky header.
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 280, maxHeight: 'min(72vh, 820px)' }}>
          <DataGrid<Row>
            label={heading}
            rows={rows}
            columns={gridColumns}
            getRowId={getRowId}
            rowCount={rowCount}
            loading={query.isFetching}
            paginationMode="server"
            sortingMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={(model) => {
              if (model.pageSize !== list.size) list.setPageSize(model.pageSize);
              else if (model.page !== list.page - 1) list.setPage(model.page + 1);
            }}
            pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
            sortModel={sortModel}
            sortingOrder={['asc', 'desc']}
            onSortModelChange={(model) => {
              const [first] = model;
              list.setSort(
                first ? { field: first.field, direction: first.sort === 'desc' ? 'desc' : 'asc' } : null,
              );
            }}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={setVisibility}
            localeText={localeText}
            disableColumnFilter
            disableRowSelectionOnClick
            // Every column is drawn, however wide the table: the pinned actions column must
            // exist to stick (a page has at most 100 rows, so rows stay virtualised only).
            columnBufferPx={COLUMN_BUFFER_PX}
            onCellClick={(params: GridCellParams<Row>, event) => {
              if (!openRow || params.colDef.type === 'actions' || fromControl(event.target)) return;
              openRow(params.row);
            }}
            onCellKeyDown={(params: GridCellParams<Row>, event) => {
              if (!openRow || event.key !== 'Enter' || params.colDef.type === 'actions') return;
              event.defaultMuiPrevented = true;
              openRow(params.row);
            }}
            slots={{ noRowsOverlay: TableOverlay, loadingOverlay: TableLoadingOverlay }}
            slotProps={{
              noRowsOverlay: { failed: query.isError, onRetry: () => void query.refetch() },
              loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
              main: { 'aria-busy': query.isFetching },
            }}
            sx={[
              { border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 },
              pinnedActionsSx,
              openRow ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {},
            ]}
          />
        </Box>
      )}
    </Card>
  );
}
