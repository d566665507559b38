import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from 'src/config/constants';
import type {
  Criteria,
  ListSort,
  SearchRequestOf,
  UrlSearchState,
  UrlSearchStateOptions,
} from 'src/hooks/use-url-search-state';

// The list state of a panel that shares its page with other lists (the branches and users tabs
// of the customer page): the same contract as the shared useUrlSearchState, but every URL key
// carries the panel's prefix ('b.page', 'u.username' …) and a change keeps the parameters of the
// page and of the other panels. The shared hook writes unprefixed keys and replaces the whole
// query string, so two panels (or a page's own tab parameter) would overwrite each other.

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function readSize(raw: string | null): number {
  const size = positiveInteger(raw);
  return size !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PAGE_SIZE;
}

interface PanelListState<C extends Criteria, S extends string> {
  criteria: C;
  page: number;
  size: number;
  sort: ListSort<S> | null;
}

/** Criteria, paging and sort of one panel's list, kept in the URL under `prefix`. */
export function usePanelSearchState<C extends Criteria, S extends string = string>(
  { emptyCriteria, sortFields, defaultSort }: UrlSearchStateOptions<C, S>,
  prefix: string,
): UrlSearchState<C, S> {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const state = useMemo<PanelListState<C, S>>(() => {
    const criteria = { ...emptyCriteria };
    for (const name of Object.keys(emptyCriteria) as (keyof C & string)[]) {
      const value = params.get(key(name));
      if (value !== null) criteria[name] = value as C[keyof C & string];
    }
    const sortBy = params.get(key('sortBy'));
    const sort: ListSort<S> | null =
      sortBy !== null && (sortFields as readonly string[]).includes(sortBy)
        ? { field: sortBy as S, direction: params.get(key('sortDir')) === 'desc' ? 'desc' : 'asc' }
        : (defaultSort ?? null);
    return {
      criteria,
      page: positiveInteger(params.get(key('page'))) ?? 1,
      size: readSize(params.get(key('size'))),
      sort,
    };
    // `paramsKey` stands for `params`: the object changes identity on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, emptyCriteria, sortFields, defaultSort, key]);

  const write = useCallback(
    (next: PanelListState<C, S>) => {
      setParams((current) => {
        const query = new URLSearchParams();
        // Everything that is not this panel's stays as it was.
        for (const [name, value] of current) if (!name.startsWith(prefix)) query.append(name, value);
        for (const [name, value] of Object.entries(next.criteria)) {
          if (value !== '' && value !== emptyCriteria[name]) query.set(key(name), value);
        }
        if (next.page !== 1) query.set(key('page'), String(next.page));
        if (next.size !== PAGE_SIZE) query.set(key('size'), String(next.size));
        const isDefaultSort =
          next.sort?.field === defaultSort?.field && next.sort?.direction === defaultSort?.direction;
        if (next.sort && !isDefaultSort) {
          query.set(key('sortBy'), next.sort.field);
          query.set(key('sortDir'), next.sort.direction);
        }
        return query;
      });
    },
    [setParams, emptyCriteria, defaultSort, key, prefix],
  );

  return useMemo(() => {
    const request: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(state.criteria)) {
      const trimmed = value.trim();
      if (trimmed !== '') request[name] = trimmed;
    }
    request.page = state.page;
    request.size = state.size;
    if (state.sort) {
      request.sortBy = state.sort.field;
      request.sortDir = state.sort.direction;
    }
    return {
      ...state,
      emptyCriteria,
      sortFields,
      request: request as SearchRequestOf<C, S>,
      search: (criteria: C) => write({ ...state, criteria, page: 1 }),
      clear: () => write({ criteria: emptyCriteria, page: 1, size: state.size, sort: defaultSort ?? null }),
      setPage: (page: number) => write({ ...state, page }),
      setPageSize: (size: number) => write({ ...state, size, page: 1 }),
      setSort: (sort: ListSort<S> | null) => write({ ...state, sort, page: 1 }),
    };
  }, [state, sortFields, write, emptyCriteria, defaultSort]);
}
