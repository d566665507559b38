import type { GridValidRowModel } from '@mui/x-data-grid';
import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Iconify } from 'src/components/iconify';
import { StatusLabel } from 'src/components/status-label';
import { actorName } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';
import type { RowActionItem, TableColumn } from './table-column';

// Columns every list screen has. Build them inside the screen's column hook (useMemo on `t`),
// so headers, status texts and dates follow a language switch.

/** A status as a coloured label; the CSV gets its text. */
export function statusColumn<Row extends GridValidRowModel>(
  t: TFunction,
  { field = 'status', headerName }: { field?: string; headerName: string },
): TableColumn<Row> {
  const text = (row: Row) => t(`common:status.${String(row[field])}`, { defaultValue: String(row[field]) });
  return {
    field,
    headerName,
    minWidth: 120,
    renderCell: ({ row }) => <StatusLabel status={String(row[field])} label={text(row)} />,
    exportValue: text,
  };
}

type ColumnLayout = Pick<
  TableColumn<GridValidRowModel>,
  'minWidth' | 'flex' | 'sortable' | 'align' | 'headerAlign' | 'card'
>;

/**
 * A column that shows `text(row)` (a label, a name made of two fields …) and writes the same text
 * to the CSV; `field` stays the API's sortBy.
 */
export function textColumn<Row extends GridValidRowModel>({
  text,
  ...column
}: ColumnLayout & { field: string; headerName: string; text: (row: Row) => string }): TableColumn<Row> {
  return { minWidth: 120, ...column, valueGetter: (_value, row) => text(row), exportValue: text };
}

/** A code shown as its name (e.g. a listbox item's, through `label`); the CSV gets the name too. */
export function labelColumn<Row extends GridValidRowModel>({
  label,
  ...column
}: ColumnLayout & { field: string; headerName: string; label: (code: string) => string }): TableColumn<Row> {
  return {
    minWidth: 120,
    ...column,
    valueFormatter: (value: string) => label(value),
    exportValue: (row) => label(row[column.field] as string),
  };
}

/** The row's customer as "code name" (none: empty), on the customerCode field. */
export function customerColumn<
  Row extends GridValidRowModel & { customerCode?: string | null; customerName?: string | null },
>(headerName: string, layout: ColumnLayout = {}): TableColumn<Row> {
  return textColumn<Row>({
    field: 'customerCode',
    headerName,
    minWidth: 200,
    flex: 0.8,
    ...layout,
    text: (row) => (row.customerCode ? `${row.customerCode} ${row.customerName ?? ''}`.trim() : ''),
  });
}

/** A date-time (Buddhist-era year in Thai), e.g. lastUpdateDtm. */
export function dateTimeColumn<Row extends GridValidRowModel>({
  field,
  headerName,
  ...layout
}: ColumnLayout & { field: string; headerName: string }): TableColumn<Row> {
  const text = (row: Row) => fDateTime(row[field] as string | null | undefined);
  return {
    field,
    headerName,
    minWidth: 170,
    ...layout,
    valueFormatter: (_value, row) => text(row),
    exportValue: text,
  };
}

/**
 * Who did a step (e.g. lastUpdateBy): a user's name, or the system's step in words for the ids
 * seeds and jobs record ('system', 'seed:demo', 'job:…'). A grid's detail: a phone's card keeps
 * to the record itself.
 */
export function actorColumn<Row extends GridValidRowModel>(
  t: TFunction,
  { field = 'lastUpdateBy', headerName }: { field?: string; headerName: string },
): TableColumn<Row> {
  const text = (row: Row) => actorName(t, row[field] as string | null | undefined);
  return {
    field,
    headerName,
    minWidth: 120,
    flex: 0.6,
    card: 'hidden',
    valueFormatter: (_value, row) => text(row),
    exportValue: text,
  };
}

/** lastUpdateDtm and lastUpdateBy, headed by `${keyPrefix}lastUpdateDtm` and `…lastUpdateBy` texts. */
function lastUpdateColumns<Row extends GridValidRowModel>(
  t: TFunction,
  keyPrefix: string,
): TableColumn<Row>[] {
  return [
    dateTimeColumn<Row>({ field: 'lastUpdateDtm', headerName: t(`${keyPrefix}lastUpdateDtm`) }),
    actorColumn<Row>(t, { headerName: t(`${keyPrefix}lastUpdateBy`) }),
  ];
}

export interface RowActions<Row> {
  /** Names the row in each button's label, e.g. "View 10 Bangkok". */
  rowLabel: (row: Row) => string;
  /** Pass a handler only when the user may do it: the button shows only then. */
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

/** The width of an actions column holding `count` icon buttons. */
const actionsWidth = (count: number) => Math.max(72, count * 44 + 16);

/**
 * A row's buttons (`actions(row)`, in order), as icon buttons named by their labels: in the
 * grid's cell and, below `sm`, at the foot of the row's card. `count` is the most a row has.
 */
export function actionsColumn<Row extends GridValidRowModel>(
  t: TFunction,
  {
    actions,
    count,
    openRow,
  }: { actions: (row: Row) => RowActionItem[]; count: number; openRow?: (row: Row) => void },
): TableColumn<Row> {
  return {
    ...(openRow ? { openRow } : {}),
    field: 'actions',
    type: 'actions',
    headerName: t('list:table.actions'),
    width: actionsWidth(count),
    exportable: false,
    rowActions: actions,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        {actions(params.row).map(({ icon, label, onClick, disabled }) => (
          <GridActionsCellItem
            key={label}
            icon={<Iconify icon={icon} />}
            label={label}
            onClick={onClick}
            disabled={disabled}
          />
        ))}
      </GridActionsCell>
    ),
  };
}

/**
 * View / edit / delete buttons of a row, each with a label that names the row. `canDelete` gives
 * a per-row say on delete: a button the server would refuse for that row is not shown.
 */
export function rowActionsColumn<Row extends GridValidRowModel>(
  t: TFunction,
  { rowLabel, onView, onEdit, onDelete, canDelete }: RowActions<Row> & { canDelete?: (row: Row) => boolean },
): TableColumn<Row> {
  const openRow = onView ?? onEdit;
  return actionsColumn<Row>(t, {
    ...(openRow ? { openRow } : {}),
    count: [onView, onEdit, onDelete].filter(Boolean).length,
    actions: (row) => {
      const name = rowLabel(row);
      const items: RowActionItem[] = [];
      if (onView)
        items.push({
          icon: 'ri:eye-line',
          label: t('list:rowAction.view', { name }),
          onClick: () => onView(row),
        });
      if (onEdit)
        items.push({
          icon: 'ri:pencil-line',
          label: t('list:rowAction.edit', { name }),
          onClick: () => onEdit(row),
        });
      if (onDelete && (canDelete?.(row) ?? true))
        items.push({
          icon: 'ri:delete-bin-line',
          label: t('list:rowAction.delete', { name }),
          onClick: () => onDelete(row),
        });
      return items;
    },
  });
}

/**
 * The last columns of a record's list: its status (when given), when and by whom it was last
 * changed (headed by `${keyPrefix}lastUpdateDtm` and `…lastUpdateBy` texts), and its buttons.
 */
export function recordColumns<Row extends GridValidRowModel>(
  t: TFunction,
  {
    status,
    keyPrefix,
    ...actions
  }: Parameters<typeof rowActionsColumn<Row>>[1] & {
    status?: Parameters<typeof statusColumn<Row>>[1];
    keyPrefix: string;
  },
): TableColumn<Row>[] {
  return [
    ...(status ? [statusColumn<Row>(t, status)] : []),
    ...lastUpdateColumns<Row>(t, keyPrefix),
    rowActionsColumn<Row>(t, actions),
  ];
}
