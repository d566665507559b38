import type { SearchBody } from 'contract/envelope';
import { PAGE_SIZE_OPTIONS } from 'src/config/constants';

/** One page of the current search (1-based), through the screen's own search call. */
export type FetchPage<Row> = (page: number, size: number, signal: AbortSignal) => Promise<SearchBody<Row>>;

/** The largest page the API gives (api-contract: size 1–100): fewest calls. */
export const EXPORT_PAGE_SIZE = Math.max(...PAGE_SIZE_OPTIONS);

/**
 * Every row of the current search, page by page, in order. `onProgress` gets 0–100 after each
 * page. Stops at the last page of an exact total; with an estimated one (paging.totalExact
 * false), which may be low, at the first short page, so that the file is never cut short.
 */
export async function fetchAllPages<Row>(
  fetchPage: FetchPage<Row>,
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (percent: number) => void },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const body = await fetchPage(page, EXPORT_PAGE_SIZE, signal);
    rows.push(...body.data);
    const totalPages = Math.max(body.paging.totalPages, 1);
    const last =
      body.data.length === 0 ||
      (body.paging.totalExact ? page >= totalPages : body.data.length < EXPORT_PAGE_SIZE);
    onProgress?.(last ? 100 : Math.min(99, Math.round((page / totalPages) * 100)));
    if (last) return rows;
  }
}
