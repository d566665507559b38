// The product's calendar is Bangkok's (docs/api-contract.md: date ranges are calendar days in
// Asia/Bangkok): "today" is the server's today, whatever clock the user's computer keeps.

const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Bangkok as YYYY-MM-DD (Gregorian). */
export function bangkokToday(now: Date = new Date()): string {
  return bangkokDay.format(now);
}
