// Date cells in the workbooks the product writes (the reports, the exports, the error report): real
// dates, so that a spreadsheet sorts and filters them, shown with the Buddhist-era year in Thai.
import type { Writable } from 'node:stream';
import type { Language } from '../http/language';
import { loadExcelJs } from '../lazy';

/**
 * Thai dates, Buddhist era: Excel's locale prefix `[$-0107041E]` — western digits (01), the Thai
 * Buddhist calendar (07), Thai (041E). Excel and LibreOffice both honour it (LibreOffice maps it
 * to its `[~buddhist]` calendar); Excel's own year code `bbbb` LibreOffice prints as letters, and
 * the `[$-th-TH,107]` spelling it does not read at all.
 */
export const THAI_DATE_FORMAT = '[$-107041E]d/m/yyyy';

/** A calendar date (YYYY-MM-DD) as the Excel date of that day (Excel dates carry no zone: UTC). */
export const excelDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The date cells' format: the Buddhist-era year in Thai, ISO in English. */
export const SHEET_DATE_FORMATS: Record<Language, string> = { th: THAI_DATE_FORMAT, en: 'yyyy-mm-dd' };

/** A moment as Bangkok's wall clock (an Excel date-time has no zone). */
export const bangkokWallClock = (at: Date) => new Date(at.getTime() + 7 * 3_600_000);

/** A workbook written straight into `out` with exceljs' streaming writer, each row committed as it goes. */
export async function streamingWorkbook(out: Writable) {
  const ExcelJS = await loadExcelJs();
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}
