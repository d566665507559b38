import type { SearchBody } from 'contract/envelope';
import { PAGE_SIZE_OPTIONS } from 'src/config/constants';

/** One page of the current search (1-based), through the screen's own search call. */
export type FetchPage<Row> = (page: number, size: number, signal: AbortSignal) => Promise<SearchBody<Row>>;

/** The largest page the API gives (api-contract: size 1–100): fewest calls. */
export const EXPORT_PAGE_SIZE = Math.max(...PAGE_SIZE_OPTIONS);

/**
 * Every row of the current search, page by page, in order. `onProgress` gets 0–100 after each
 * page. Stops when the server says there are no more pages (or a page comes back empty).
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
    onProgress?.(Math.min(100, Math.round((page / totalPages) * 100)));
    if (page >= totalPages || body.data.length === 0) return rows;
  }
}
