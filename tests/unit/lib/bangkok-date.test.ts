import { rangeOf } from 'src/features/dashboard/components/period';
import { defaultReportForm } from 'src/features/report/components/report-schema';
import { bangkokToday } from 'src/lib/bangkok-date';

// Bangkok is 7 hours ahead of UTC with no daylight saving: from 17:00 UTC it is already the next
// day there, which is the day the server issues documents on.

describe("Bangkok's today", () => {
  it('is the next day from 17:00 UTC, the same day before', () => {
    expect(bangkokToday(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
    expect(bangkokToday(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it("sets the report's default range: this month so far in Bangkok", () => {
    // The evening of 30 November in UTC is already 1 December in Bangkok.
    vi.useFakeTimers({ now: new Date('2026-11-30T19:31:00Z'), toFake: ['Date'] });
    try {
      expect(defaultReportForm()).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-01', customerCode: '' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sets the dashboard's year ranges on Bangkok's calendar", () => {
    const newYearsEveUtc = new Date('2026-12-31T18:00:00Z'); // 1 January 2027 in Bangkok
    expect(rangeOf('thisYear', newYearsEveUtc)).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-01-01' });
    expect(rangeOf('lastYear', newYearsEveUtc)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    expect(rangeOf('last12Months', newYearsEveUtc)).toEqual({});
  });
});
