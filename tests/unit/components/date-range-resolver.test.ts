import type { ResolverOptions } from 'react-hook-form';
import { fieldMessage } from 'src/components/form-fields';
import { dateRangeResolver } from 'src/components/search-card';

interface Range extends Record<string, string> {
  name: string;
  openedFrom: string;
  openedTo: string;
}

const resolver = dateRangeResolver<Range>('openedFrom', 'openedTo');
const check = (values: Range) => resolver(values, undefined, {} as ResolverOptions<Range>);

describe('dateRangeResolver', () => {
  it('passes an empty range, an open end and a range in order', async () => {
    for (const [openedFrom, openedTo] of <[string, string][]>[
      ['', ''],
      ['2025-01-01', ''],
      ['', '2025-01-01'],
      ['2025-01-01', '2025-01-01'],
      ['2025-01-01', '2025-02-01'],
    ]) {
      expect((await check({ name: 'x', openedFrom, openedTo })).errors).toEqual({});
    }
  });

  it('refuses a range that ends before it starts, at its end', async () => {
    const { errors } = await check({ name: '', openedFrom: '2025-02-01', openedTo: '2025-01-01' });
    expect(Object.keys(errors)).toEqual(['openedTo']);
    expect(errors.openedTo?.message).toEqual(fieldMessage('dateRange'));
  });

  it('refuses a half-typed date at either end', async () => {
    const { errors } = await check({ name: '', openedFrom: 'invalid', openedTo: 'invalid' });
    expect(Object.keys(errors).sort()).toEqual(['openedFrom', 'openedTo']);
  });
});
