/**
 * Times in answers: ISO 8601 with the Bangkok offset (api-contract.md, Transport), e.g.
 * 2026-11-21T10:15:30.123+07:00. Thailand has no daylight saving, so the offset is fixed.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function toApiTime(date: Date): string {
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().replace('Z', '+07:00');
}

/** A record's version (what its next save sends back) and its last edit, as answers carry them. */
export function editStampOf(record: { version: number; lastUpdateDtm: Date; lastUpdateBy: string }) {
  return {
    version: record.version,
    lastUpdateDtm: toApiTime(record.lastUpdateDtm),
    lastUpdateBy: record.lastUpdateBy,
  };
}

/** A calendar day in Bangkok as the instant it starts (the dates users pick are Thai days). */
export function bangkokDayStart(isoDate: string, plusDays = 0): Date {
  const start = new Date(`${isoDate}T00:00:00+07:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}
