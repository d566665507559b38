// Date cells in the workbooks the product writes (the report, the error report): real dates, so
// that a spreadsheet sorts and filters them, shown with the Buddhist-era year in Thai.

/**
 * Thai dates, Buddhist era: Excel's locale prefix `[$-0107041E]` — western digits (01), the Thai
 * Buddhist calendar (07), Thai (041E). Excel and LibreOffice both honour it (LibreOffice maps it
 * to its `[~buddhist]` calendar); Excel's own year code `bbbb` LibreOffice prints as letters, and
 * the `[$-th-TH,107]` spelling it does not read at all.
 */
export const THAI_DATE_FORMAT = '[$-107041E]d/m/yyyy';

/** A calendar date (YYYY-MM-DD) as the Excel date of that day (Excel dates carry no zone: UTC). */
export const excelDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
