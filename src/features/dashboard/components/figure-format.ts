import { useMemo } from 'react';
import { useLocales } from 'src/lib/use-locales';

// The dashboard's numbers and dates through the browser's own Intl, not dayjs: the dashboard is
// the first screen after sign-in, and dayjs with its Thai locale would be ~4 KB more of it. Thai
// (th-TH) counts years in the Buddhist era by default; English shows days as the app does
// elsewhere (1 Dec 2025, en-GB). Values stay Gregorian YYYY-MM(-DD).

const utc = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);

export interface FigureFormat {
  count: (value: number) => string;
  /** An amount given as a decimal string, grouped with 2 decimals: 1,070.00 */
  money: (value: string) => string;
  /** Short month and year; in Thai with the Buddhist-era year: Nov 26 (2569 in Thai) */
  monthShort: (month: string) => string;
  /** Whole month and year, Buddhist era in Thai: November 2026 */
  monthLong: (month: string) => string;
  /** Day, short month and year, Buddhist era in Thai: 1 Dec 2025 */
  day: (date: string) => string;
}

export function useFigureFormat(): FigureFormat {
  const { currentLang } = useLocales();
  const thai = currentLang.value === 'th';
  return useMemo(() => {
    const locale = thai ? 'th-TH' : 'en-GB';
    const dates = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    const count = new Intl.NumberFormat(currentLang.numberFormat.code);
    const money = new Intl.NumberFormat(currentLang.numberFormat.code, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const monthShort = dates({ month: 'short', year: '2-digit' });
    const monthLong = dates({ month: 'long', year: 'numeric' });
    const day = dates({ day: 'numeric', month: 'short', year: 'numeric' });
    return {
      count: (value) => count.format(value),
      // Intl formats a decimal string exactly; the summary's sums are strings for that reason.
      money: (value) => money.format(value as `${number}`),
      monthShort: (month) => monthShort.format(utc(month)),
      monthLong: (month) => monthLong.format(utc(month)),
      day: (date) => day.format(utc(date)),
    };
  }, [thai, currentLang.numberFormat.code]);
}
