import type { ServiceContext } from '../command/context';
import { validationFailed } from '../http/errors';
import { say } from '../http/language';
import { fieldText } from './messages';

/** YYYY-MM-DD that names a real day (a schema's pattern lets 2026-02-31 through; a date column would not). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A 422 naming each of `keys` whose date is not a real day; nothing when all are (or absent). */
export function assertCalendarDates<K extends string>(
  ctx: ServiceContext,
  body: Partial<Record<K, string>>,
  keys: readonly K[],
): void {
  const details = keys
    .filter((key) => body[key] !== undefined && !isCalendarDate(body[key]))
    .map((key) => ({ key, description: say(ctx, fieldText.calendarDate) }));
  if (details.length) throw validationFailed(details);
}
