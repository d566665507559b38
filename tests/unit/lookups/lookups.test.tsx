import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  isBangkok,
  localizedName,
  useDistrictOptions,
  useListboxOptions,
  useSubDistrictOptions,
} from 'src/lib/lookups';
import { answer, answerLookups, ok } from '../master-data/msw';
import { statusOptions } from '../master-data/fixtures';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('look-ups', () => {
  it('asks for the districts of a province only once one is chosen', async () => {
    answerLookups();
    const { result, rerender } = renderHook(({ code }: { code: string }) => useDistrictOptions(code), {
      wrapper: wrapper(),
      initialProps: { code: '' },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ code: '50' });
    await waitFor(() => expect(result.current.data?.map((d) => d.districtCode)).toEqual(['5001']));
  });

  it('asks for the sub-districts of a district', async () => {
    answerLookups();
    const { result } = renderHook(() => useSubDistrictOptions('1001'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.[0]?.zipCode).toBe('10200'));
  });

  it('shares one call per listbox group between its users', async () => {
    const calls = answer('listboxByGroup', () => ok(statusOptions));
    const Wrapper = wrapper();
    const { result } = renderHook(
      () => [useListboxOptions('PROVINCE_STATUS'), useListboxOptions('PROVINCE_STATUS')],
      {
        wrapper: Wrapper,
      },
    );
    await waitFor(() => expect(result.current[1]?.data).toHaveLength(2));
    expect(calls.bodies).toHaveLength(1);
  });

  it('names in the shown language with Thai as the fallback; Bangkok is province 10', () => {
    expect(localizedName('en', 'กรุงเทพมหานคร', 'Bangkok')).toBe('Bangkok');
    expect(localizedName('en', 'กรุงเทพมหานคร', '')).toBe('กรุงเทพมหานคร');
    expect(localizedName('th', 'กรุงเทพมหานคร', 'Bangkok')).toBe('กรุงเทพมหานคร');
    expect(isBangkok('10')).toBe(true);
    expect(isBangkok('50')).toBe(false);
  });
});
