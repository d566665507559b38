import type { QueryKey } from '@tanstack/react-query';
import type { GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowActions } from 'src/components/data-table';
import { useRecordDialog, type RecordDialogState } from 'src/components/form-dialog';
import { useConfirmedAction, type ConfirmedAction } from 'src/hooks/use-confirmed-action';
import { useSearchQuery, type SearchFn } from 'src/hooks/use-search-query';
import {
  useUrlSearchState,
  type Criteria,
  type SearchRequestOf,
  type UrlSearchState,
  type UrlSearchStateOptions,
} from 'src/hooks/use-url-search-state';

export interface ListScreenConfig<Row, C extends Criteria, S extends string, Key, Req> {
  /** Criteria, sort fields and default order (a module constant). */
  search: UrlSearchStateOptions<C, S>;
  /** For a list that shares its page ('b.', 'u.'): its URL keys carry it. */
  urlPrefix?: string;
  /** The feature's query key: a save or delete invalidates it. */
  queryKey: QueryKey;
  /** The search call; `toRequest` adds what the URL does not hold (a panel's customerCode). */
  call: SearchFn<Req, Row>;
  toRequest?: (request: SearchRequestOf<C, S>) => Req;
  /** What the dialog opens a row by (its code or id); a module-level function, so it stays the same. */
  recordKey: (row: Row) => Key;
  /** The table's row id when it is not the record key (users: opened by code, listed by id). */
  rowId?: (row: Row) => GridRowId;
  /** Soft delete of a row after the delete question; no delete button without it. */
  remove?: { action: (row: Row) => Promise<unknown>; invalidate: QueryKey[] };
  /** Inquiry only: view, no add, edit or delete. */
  readOnly?: boolean;
}

export interface ListScreen<Row, C extends Criteria, S extends string, Key, Req> {
  list: UrlSearchState<C, S>;
  request: Req;
  query: ReturnType<typeof useSearchQuery<Req, Row>>;
  dialog: RecordDialogState<Key>;
  /** The row buttons the user may use (hand them to the columns hook). */
  actions: Omit<RowActions<Row>, 'rowLabel'>;
  call: SearchFn<Req, Row>;
  rowId: (row: Row) => GridRowId;
  readOnly: boolean;
  remove: ConfirmedAction<Row> | undefined;
}

/**
 * Everything a list screen repeats (docs/list-screen-pattern.md): the URL search state, the
 * search query, the record dialog, the delete question, and stable row actions. A screen adds
 * only its criteria, columns, dialog and texts; `<ListScreenBody>` lays them out.
 */
export function useListScreen<
  Row extends GridValidRowModel,
  C extends Criteria,
  S extends string,
  Key,
  Req = SearchRequestOf<C, S>,
>(config: ListScreenConfig<Row, C, S, Key, Req>): ListScreen<Row, C, S, Key, Req> {
  const { t } = useTranslation('common');
  const list = useUrlSearchState<C, S>(config.search, config.urlPrefix);
  const { toRequest } = config;
  const request = useMemo(
    () => (toRequest ? toRequest(list.request) : (list.request as unknown as Req)),
    [toRequest, list.request],
  );
  const query = useSearchQuery(config.queryKey, request, config.call);
  const readOnly = config.readOnly ?? false;
  // A record viewed can be switched to editing by whoever may edit it.
  const dialog = useRecordDialog<Key>({ editable: !readOnly });

  const remove = useConfirmedAction({
    action: (row: Row) => config.remove?.action(row) ?? Promise.resolve(),
    confirmation: { message: t('confirm.delete'), destructive: true },
    invalidate: config.remove?.invalidate ?? [],
  });
  const { openRecord } = dialog;
  const { recordKey } = config;
  const { run } = remove;
  const onView = useCallback((row: Row) => openRecord('inquiry', recordKey(row)), [openRecord, recordKey]);
  const onEdit = useCallback((row: Row) => openRecord('modify', recordKey(row)), [openRecord, recordKey]);
  const onDelete = useCallback((row: Row) => void run(row), [run]);
  const canDelete = !readOnly && Boolean(config.remove);
  const actions = useMemo(
    () => (readOnly ? { onView } : { onView, onEdit, ...(canDelete ? { onDelete } : {}) }),
    [readOnly, canDelete, onView, onEdit, onDelete],
  );

  return {
    list,
    request,
    query,
    dialog,
    actions,
    call: config.call,
    rowId: config.rowId ?? (config.recordKey as (row: Row) => GridRowId),
    readOnly,
    remove: config.remove ? remove : undefined,
  };
}
