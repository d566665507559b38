// Date ranges of the contract (api-contract.md "Transport"): dates are YYYY-MM-DD, Gregorian,
// inclusive and read in Asia/Bangkok. Arithmetic on plain calendar dates, in UTC, so that no
// server time zone can shift a day.
import type { ErrorDetail } from '../../contract/envelope';
import { validationFailed } from '../http/errors';
import { say, type Speaker } from '../http/language';
import type { PatternTexts } from '../http/schema-validation';
import { fieldText, type Text } from './messages';

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** YYYY-MM-DD that names a real day (the schema's pattern lets 2026-02-31 through). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Bangkok (Thailand keeps no daylight saving time). */
export function bangkokToday(now: Date = new Date()): string {
  return toIso(new Date(now.getTime() + BANGKOK_OFFSET_MS));
}

/** How many days from `from` to `to`, both counted (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;
}

/** The first day of the month `months` months after (or before, when negative) `iso`'s month. */
export function monthStart(iso: string, months = 0): string {
  const date = toDate(iso);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The last day of `iso`'s month. */
export function monthEnd(iso: string): string {
  return toIso(new Date(toDate(monthStart(iso, 1)).getTime() - DAY_MS));
}

/** A failed date pattern of dateFrom / dateTo (a route's patternTexts). */
export const dateRangeTexts: PatternTexts = {
  dateFrom: fieldText.calendarDate,
  dateTo: fieldText.calendarDate,
};

const rangeTexts = {
  order: fieldText.dateOrder,
  tooLong: (days: number): Text => ({
    th: `ช่วงวันที่ต้องไม่เกิน ${days} วัน`,
    en: `the range must not be longer than ${days} days`,
  }),
};

/**
 * Refuses (400, one detail per field) dates that name no day, a range that ends before it starts,
 * and one longer than `maxDays`. Fields are named as the request names them.
 */
export function assertDateRange(
  speaker: Speaker,
  range: { from: string; to: string },
  keys: { from: string; to: string },
  maxDays: number,
): void {
  const details: ErrorDetail[] = [];
  for (const side of ['from', 'to'] as const) {
    if (!isCalendarDate(range[side]))
      details.push({ key: keys[side], description: say(speaker, fieldText.calendarDate) });
  }
  if (details.length === 0) {
    if (range.to < range.from) details.push({ key: keys.to, description: say(speaker, rangeTexts.order) });
    else if (daysInRange(range.from, range.to) > maxDays)
      details.push({ key: keys.to, description: say(speaker, rangeTexts.tooLong(maxDays)) });
  }
  if (details.length) throw validationFailed(details);
}
