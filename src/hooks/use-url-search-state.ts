import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchRequest } from 'contract/envelope';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from 'src/config/constants';

// The state of a list screen — criteria, page, page size and sort — lives in the URL
// (ux.md, architecture "Data fetching"): a search can be shared as a link, survives a reload,
// and the browser's back button steps back through earlier searches.

export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string = string> {
  field: S;
  direction: SortDirection;
}

/** Criteria are strings: that is what a URL holds (convert in `toRequest` if the API wants more). */
export type Criteria = Record<string, string>;

export interface UrlSearchStateOptions<C extends Criteria, S extends string = string> {
  /** Every criterion with its empty value; also the names read from the URL. */
  emptyCriteria: C;
  /** The fields the server may sort by (the contract's `*_SORT_BY`); other columns do not sort. */
  sortFields: readonly S[];
  /** The order when the URL names none. */
  defaultSort?: ListSort<S>;
}

// Setters use method syntax on purpose: a screen's state (sort fields of its entity) must be
// usable where any list state is expected (DataTable), which method parameters allow.
export interface UrlSearchState<C extends Criteria, S extends string = string> {
  /** The criteria of the search shown (not what is being typed in the search card). */
  criteria: C;
  emptyCriteria: C;
  /** 1-based, as the API counts. */
  page: number;
  size: number;
  sort: ListSort<S> | null;
  sortFields: readonly S[];
  /** The search call's paging and sort, plus every criterion that is not blank (trimmed). */
  request: SearchRequestOf<C, S>;
  /** A new search: page 1, same size and sort. */
  search(criteria: C): void;
  /** Back to the empty criteria, page 1, default sort. */
  clear(): void;
  setPage(page: number): void;
  /** A new size starts again at page 1. */
  setPageSize(size: number): void;
  /** A new order starts again at page 1 (a field the API cannot sort by is ignored). */
  setSort(sort: ListSort<S> | null): void;
}

/** The body of a search: the non-blank criteria (never '') with paging and sort. */
export type SearchRequestOf<C extends Criteria, S extends string = string> = {
  [K in keyof C]?: Exclude<C[K], ''>;
} & Required<Pick<SearchRequest, 'page' | 'size'>> &
  Pick<SearchRequest, 'sortDir'> & { sortBy?: S };

/** A criterion as one of the API's codes: a hand-edited one it does not know is not. */
export const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** URL parameters with these names are paging and sort; criteria must use other names. */
export const RESERVED_PARAMS = ['page', 'size', 'sortBy', 'sortDir'] as const;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function readSize(raw: string | null): number {
  const size = positiveInteger(raw);
  return size !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PAGE_SIZE;
}

/**
 * Criteria, paging and sort of a list screen, kept in the URL's query string. A list that shares
 * its page with others (the branches and users tabs of the customer page) passes a `prefix`
 * ('b.', 'u.'): its keys carry it ('b.page', 'u.username' …) and a change leaves every other
 * parameter of the page as it was. Without a prefix the list owns the whole query string.
 */
export function useUrlSearchState<C extends Criteria, S extends string = string>(
  { emptyCriteria, sortFields, defaultSort }: UrlSearchStateOptions<C, S>,
  prefix = '',
): UrlSearchState<C, S> {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();

  const state = useMemo(() => {
    const read = (name: string) => params.get(`${prefix}${name}`);
    const criteria = { ...emptyCriteria };
    for (const name of Object.keys(emptyCriteria) as (keyof C & string)[]) {
      const value = read(name);
      if (value !== null) criteria[name] = value as C[keyof C & string];
    }
    const page = positiveInteger(read('page')) ?? 1;
    const size = readSize(read('size'));
    const sortBy = read('sortBy');
    const sort: ListSort<S> | null =
      sortBy !== null && (sortFields as readonly string[]).includes(sortBy)
        ? { field: sortBy as S, direction: read('sortDir') === 'desc' ? 'desc' : 'asc' }
        : (defaultSort ?? null);
    return { criteria, page, size, sort };
    // `paramsKey` stands for `params`: the object changes identity on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, emptyCriteria, sortFields, defaultSort, prefix]);

  const write = useCallback(
    (next: { criteria: C; page: number; size: number; sort: ListSort<S> | null }) => {
      setParams((current) => {
        const query = new URLSearchParams();
        // Another list's (or the page's own) parameters stay as they were.
        if (prefix)
          for (const [name, value] of current) if (!name.startsWith(prefix)) query.append(name, value);
        const set = (name: string, value: string) => query.set(`${prefix}${name}`, value);
        for (const [name, value] of Object.entries(next.criteria)) {
          if (value !== '' && value !== emptyCriteria[name]) set(name, value);
        }
        if (next.page !== 1) set('page', String(next.page));
        if (next.size !== PAGE_SIZE) set('size', String(next.size));
        const isDefaultSort =
          next.sort?.field === defaultSort?.field && next.sort?.direction === defaultSort?.direction;
        if (next.sort && !isDefaultSort) {
          set('sortBy', next.sort.field);
          set('sortDir', next.sort.direction);
        }
        return query;
      });
    },
    [setParams, emptyCriteria, defaultSort, prefix],
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
