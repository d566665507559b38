import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { fieldMessage } from 'src/components/form-fields';
import type { Criteria } from 'src/hooks/use-url-search-state';
import { object, string } from 'yup';

const date = string().test('date', fieldMessage('date'), (value) => value !== 'invalid');

/**
 * A search card's rule for its range of days (`from`, `to`: criteria names): dates must be
 * dates, and the range must not end before it starts.
 */
export function dateRangeResolver<C extends Criteria>(
  from: keyof C & string,
  to: keyof C & string,
): Resolver<C> {
  return yupResolver(
    object({
      [from]: date,
      [to]: date.test('range', fieldMessage('dateRange'), (value, context) => {
        const start = (context.parent as Record<string, string | undefined>)[from];
        return !value || !start || value >= start;
      }),
    }),
  ) as unknown as Resolver<C>;
}
