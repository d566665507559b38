import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridLocaleText, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { FactList } from 'src/components/fact-list';
import { Iconify } from 'src/components/iconify';
import { PAGE_SIZE_OPTIONS } from 'src/config/constants';
import { cardCell } from './card-cell';
import type { TableColumn } from './table-column';
import { TableOverlay } from './table-overlay';

export interface TableCardsProps<Row extends GridValidRowModel> {
  /** The list's accessible name (the table's heading). */
  label: string;
  /** The columns the user has not hidden, in order. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => GridRowId;
  loading: boolean;
  /** Nothing answered yet: skeleton cards stand in. */
  firstLoad: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Opens the row's record: a tap on the card (not on one of its buttons or links). */
  onOpen?: (row: Row) => void;
  /** 0-based, as the grid counts. */
  page: number;
  size: number;
  /** Every row of the search. */
  count: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  localeText: Partial<GridLocaleText>;
}

/** The column that heads a card: the one marked 'title', else the first with data. */
function titleColumn<Row extends GridValidRowModel>(columns: readonly TableColumn<Row>[]) {
  return (
    columns.find((column) => column.card === 'title') ?? columns.find((column) => column.type !== 'actions')
  );
}

/**
 * The results below `sm` (a phone): one card per row — its title column as the heading, the
 * other columns as labelled lines (status labels included), the row's buttons at its foot — with
 * the grid's paging, texts and states (skeleton, no data, failure with retry, loading bar).
 */
export function TableCards<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  firstLoad,
  failed,
  onRetry,
  onOpen,
  page,
  size,
  count,
  onPage,
  onSize,
  localeText,
}: TableCardsProps<Row>) {
  const title = titleColumn(columns);
  const lines = columns.filter(
    (column) => column !== title && column.card !== 'hidden' && !column.rowActions,
  );
  const actionColumns = columns.filter((column) => column.rowActions);
  // A page past the end (a failed search counts 0) is shown as the last one there is.
  const lastPage = Math.max(0, Math.ceil(count / size) - 1);

  return (
    <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
      {loading && !firstLoad && (
        <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      {firstLoad && !failed ? (
        <Box aria-hidden sx={{ display: 'grid', gap: 1.5, p: 2 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <TableOverlay failed={failed} onRetry={onRetry} />
      ) : (
        <Box
          component="ul"
          aria-label={label}
          aria-busy={loading}
          sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row) => {
            const id = getRowId(row);
            const actions = actionColumns.flatMap((column) => column.rowActions?.(row) ?? []);
            return (
              <Card
                key={id}
                component="li"
                variant="outlined"
                // The card's own view button is the keyboard's way in; a tap anywhere else opens too.
                onClick={(event) => {
                  if (onOpen && !(event.target as Element).closest('a, button')) onOpen(row);
                }}
                sx={{ p: 2, ...(onOpen ? { cursor: 'pointer' } : {}) }}
              >
                {title && (
                  <Typography component="h3" variant="subtitle1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                    {cardCell(title, row, id)}
                  </Typography>
                )}
                <FactList
                  labelWidth="minmax(96px, 40%)"
                  facts={lines.map((column) => [
                    column.headerName ?? column.field,
                    cardCell(column, row, id),
                  ])}
                />
                {actions.length > 0 && (
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, mt: 1, mr: -1, mb: -1 }}>
                    {actions.map((action) => (
                      <IconButton
                        key={action.label}
                        aria-label={action.label}
                        title={action.label}
                        onClick={action.onClick}
                        disabled={action.disabled}
                        sx={{ width: 44, height: 44 }}
                      >
                        <Iconify icon={action.icon} />
                      </IconButton>
                    ))}
                  </Box>
                )}
              </Card>
            );
          })}
        </Box>
      )}
      <TablePagination
        component="div"
        count={count}
        page={Math.min(page, lastPage)}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
        labelRowsPerPage={localeText.paginationRowsPerPage}
        // Before the first answer the count is a stand-in: no "1–25 of 25" over skeletons.
        labelDisplayedRows={({ from, to, count: total }) =>
          firstLoad
            ? ''
            : (localeText.paginationDisplayedRows?.({ from, to, count: total, estimated: undefined }) ?? '')
        }
        getItemAriaLabel={localeText.paginationItemAriaLabel}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
