import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  useUrlSearchState,
  type UrlSearchState,
  type UrlSearchStateOptions,
} from 'src/hooks/use-url-search-state';

interface Criteria extends Record<string, string> {
  code: string;
  name: string;
  status: string;
}

const options: UrlSearchStateOptions<Criteria, 'code' | 'name'> = {
  emptyCriteria: { code: '', name: '', status: '' },
  sortFields: ['code', 'name'],
  defaultSort: { field: 'code', direction: 'asc' },
};

/** The hook inside a memory data router at `url`; the router shows where it wrote. */
function renderState(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlSearchState(options), { wrapper });
  return { ...hook, search: () => router.state.location.search };
}

describe('useUrlSearchState', () => {
  it('reads defaults from an empty URL', () => {
    const { result } = renderState('/list');
    const state: UrlSearchState<Criteria, 'code' | 'name'> = result.current;
    expect(state.criteria).toEqual({ code: '', name: '', status: '' });
    expect(state.request).toEqual({ page: 1, size: 25, sortBy: 'code', sortDir: 'asc' });
  });

  it('reads criteria, page, size and sort from the URL (blank criteria are not sent)', () => {
    const { result } = renderState('/list?code=%2010%20&name=&page=3&size=50&sortBy=name&sortDir=desc');
    expect(result.current.criteria).toEqual({ code: ' 10 ', name: '', status: '' });
    expect(result.current.request).toEqual({
      code: '10',
      page: 3,
      size: 50,
      sortBy: 'name',
      sortDir: 'desc',
    });
  });

  it('ignores values a hand-edited URL cannot mean', () => {
    const { result } = renderState('/list?page=-2&size=33&sortBy=secret&sortDir=up&other=1');
    expect(result.current.request).toEqual({ page: 1, size: 25, sortBy: 'code', sortDir: 'asc' });
  });

  it('writes a search to the URL from page 1, leaving defaults out, and reads it back', () => {
    const { result, search } = renderState('/list?page=4&size=10');
    act(() => result.current.search({ code: '1', name: 'กรุง', status: '' }));
    expect(search()).toBe(`?code=1&name=${encodeURIComponent('กรุง')}&size=10`);
    expect(result.current.request).toEqual({
      code: '1',
      name: 'กรุง',
      page: 1,
      size: 10,
      sortBy: 'code',
      sortDir: 'asc',
    });
  });

  it('keeps criteria and size when paging; a new size or sort starts at page 1', () => {
    const { result, search } = renderState('/list?code=1');
    act(() => result.current.setPage(3));
    expect(search()).toBe('?code=1&page=3');
    act(() => result.current.setSort({ field: 'name', direction: 'desc' }));
    expect(search()).toBe('?code=1&sortBy=name&sortDir=desc');
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(100));
    expect(search()).toBe('?code=1&size=100&sortBy=name&sortDir=desc');
    expect(result.current.request).toEqual({
      code: '1',
      page: 1,
      size: 100,
      sortBy: 'name',
      sortDir: 'desc',
    });
  });

  it('clears back to the defaults but keeps the page size', () => {
    const { result, search } = renderState('/list?code=1&page=2&size=50&sortBy=name&sortDir=desc');
    act(() => result.current.clear());
    expect(search()).toBe('?size=50');
    expect(result.current.criteria).toEqual({ code: '', name: '', status: '' });
  });
});
