import { isApiError } from 'src/lib/api-error';

/** What RecordPageState needs of the record's query. */
interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => Promise<unknown>;
}

export interface RecordReadState {
  /** The record's query is reading it (a valid id was given). */
  loading: boolean;
  /** The id is not one the API takes, or the API answered 404 (out of reach reads the same). */
  notFound: boolean;
  /** The read failed otherwise and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
}

/** A record page's read told apart: `valid` says whether the page's id is one the API takes. */
export function recordReadState(valid: boolean, query: RecordQuery): RecordReadState {
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  return {
    loading: valid && query.isPending,
    notFound,
    failed: !notFound && query.isError && !query.data,
    onRetry: () => void query.refetch(),
  };
}
