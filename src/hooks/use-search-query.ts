import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { SearchBody } from 'contract/envelope';
import type { ApiRequestOptions } from 'src/lib/api-client';

/** A search call of one feature's API folder, e.g. `searchProvince(body, { signal })`. */
export type SearchFn<Req, Row> = (body: Req, options?: ApiRequestOptions) => Promise<SearchBody<Row>>;

/**
 * Runs a list screen's search for the request held in the URL. The previous page stays on
 * screen while the next one loads (no flash of an empty table), and leaving the screen
 * cancels the call.
 */
export function useSearchQuery<Req, Row>(
  baseKey: QueryKey,
  request: Req,
  search: SearchFn<Req, Row>,
): UseQueryResult<SearchBody<Row>> {
  return useQuery({
    queryKey: [...baseKey, 'search', request],
    queryFn: ({ signal }) => search(request, { signal }),
    placeholderData: keepPreviousData,
  });
}
