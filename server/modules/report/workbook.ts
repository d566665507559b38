// The report's workbook, written with exceljs' streaming WorkbookWriter straight into the reply:
// each row is committed as it is written, nothing of the file is held whole in memory. Counts are
// numbers and dates are dates (Excel date cells shown with the Buddhist-era year in Thai), so
// that a spreadsheet can sum, sort and filter them.
import type { Writable } from 'node:stream';
import {
  bangkokWallClock,
  excelDate,
  SHEET_DATE_FORMATS,
  streamingWorkbook,
} from '../../files/spreadsheet-dates';
import type { Language } from '../../http/language';
import type { Text } from '../../validation/messages';
import { reportMessages as m, REPORT_STATUSES } from './messages';
import type { ReportRow } from './repository';

export interface ReportContent {
  from: string;
  to: string;
  /** The customer reported on; undefined for every customer. */
  customer: { customerCode: string; customerName: string } | undefined;
  rows: readonly ReportRow[];
  madeAt: Date;
}

const HEADER_ROW = 6;

export async function writeReport(language: Language, content: ReportContent, out: Writable): Promise<void> {
  const say = (text: Text) => text[language];
  const workbook = await streamingWorkbook(out);
  const sheet = workbook.addWorksheet(say(m.sheet), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
  });
  const dates = SHEET_DATE_FORMATS[language];
  const h = m.headers;
  sheet.columns = [
    { key: 'customerCode', width: 14 },
    { key: 'customerName', width: 40 },
    { key: 'documentType', width: 12 },
    { key: 'documentTypeName', width: 34 },
    { key: 'GENERATED', width: 16, style: { numFmt: '#,##0' } },
    { key: 'FAILED', width: 18, style: { numFmt: '#,##0' } },
    { key: 'total', width: 14, style: { numFmt: '#,##0' } },
    { key: 'firstIssueDate', width: 20, style: { numFmt: dates } },
    { key: 'lastIssueDate', width: 20, style: { numFmt: dates } },
  ];

  // Rows 1–5: what the report is about (the range's dates are date cells too).
  sheet.addRow([say(m.title)]).font = { bold: true, size: 14 };
  const range = sheet.addRow([
    say(m.issueDates),
    excelDate(content.from),
    say(m.until),
    excelDate(content.to),
  ]);
  range.getCell(2).numFmt = dates;
  range.getCell(4).numFmt = dates;
  sheet.addRow([
    say(m.customer),
    content.customer
      ? `${content.customer.customerCode} ${content.customer.customerName}`
      : say(m.everyCustomer),
  ]);
  const made = sheet.addRow([say(m.madeAt), bangkokWallClock(content.madeAt)]);
  made.getCell(2).numFmt = `${dates} hh:mm`;
  sheet.addRow([]);

  const header = sheet.addRow([
    say(h.customerCode),
    say(h.customerName),
    say(h.documentType),
    say(h.documentTypeName),
    ...REPORT_STATUSES.map((status) => say(h[status])),
    say(h.total),
    say(h.firstIssueDate),
    say(h.lastIssueDate),
  ]);
  header.font = { bold: true };
  header.commit(); // and every row above it

  for (const row of content.rows) {
    sheet
      .addRow([
        row.customerCode,
        row.customerName,
        row.documentType,
        (language === 'th' ? row.typeNameTh : row.typeNameEn) ?? row.documentType,
        row.generated,
        row.failed,
        row.generated + row.failed,
        excelDate(row.firstIssueDate),
        excelDate(row.lastIssueDate),
      ])
      .commit();
  }

  if (content.rows.length === 0) {
    sheet.addRow([say(m.noDocuments)]).commit();
  } else {
    // The totals as formulas (a spreadsheet keeps them right when rows are filtered out or
    // edited), with their values written too for readers that do not calculate.
    const first = HEADER_ROW + 1;
    const last = HEADER_ROW + content.rows.length;
    const sum = (column: string, result: number) => ({
      formula: `SUM(${column}${first}:${column}${last})`,
      result,
    });
    const totalOf = (pick: (row: ReportRow) => number) => content.rows.reduce((n, row) => n + pick(row), 0);
    const totals = sheet.addRow([
      say(m.total),
      null,
      null,
      null,
      sum(
        'E',
        totalOf((row) => row.generated),
      ),
      sum(
        'F',
        totalOf((row) => row.failed),
      ),
      sum(
        'G',
        totalOf((row) => row.generated + row.failed),
      ),
    ]);
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
}
