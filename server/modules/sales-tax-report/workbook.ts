// The sales tax report as an .xlsx, written with exceljs' streaming WorkbookWriter straight into
// the reply (each row committed as it goes: a month of 100,000 documents is never whole in
// memory as a workbook). Amounts are number cells with 2 decimals, dates are date cells shown
// with the Buddhist-era year in Thai, and the totals are formulas that leave cancelled rows out.
import type { Writable } from 'node:stream';
import {
  bangkokWallClock,
  excelDate,
  SHEET_DATE_FORMATS,
  streamingWorkbook,
} from '../../files/spreadsheet-dates';
import type { Language } from '../../http/language';
import type { Text } from '../../validation/messages';
import { branchText, monthName, salesTaxMessages as m } from './messages';
import type { SalesTaxContent } from './service';

const MONEY = '#,##0.00;-#,##0.00';

export const HEADER_ROW = 7;

/** The remark of a row: cancelled, or the kind of note (a tax invoice needs none). */
export function remarkOf(row: { cancelled: boolean; documentType: string }, language: Language): string {
  if (row.cancelled) return m.cancelled[language];
  return m.notes[row.documentType]?.[language] ?? '';
}

export async function writeSalesTaxWorkbook(
  language: Language,
  content: SalesTaxContent,
  out: Writable,
): Promise<void> {
  const say = (text: Text) => text[language];
  const workbook = await streamingWorkbook(out);
  const sheet = workbook.addWorksheet(say(m.title), { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  const dates = SHEET_DATE_FORMATS[language];
  const h = m.headers;
  sheet.columns = [
    { key: 'seq', width: 8 },
    { key: 'issueDate', width: 13, style: { numFmt: dates } },
    { key: 'documentNo', width: 18 },
    { key: 'buyerName', width: 40 },
    { key: 'buyerTaxId', width: 20 },
    { key: 'buyerBranch', width: 20 },
    { key: 'value', width: 18, style: { numFmt: MONEY } },
    { key: 'vat', width: 18, style: { numFmt: MONEY } },
    { key: 'remark', width: 14 },
  ];
  const { seller } = content;
  sheet.addRow([say(m.title)]).font = { bold: true, size: 14 };
  sheet.addRow([say(m.taxMonth), monthName(content.month, language)]);
  sheet.addRow([say(m.sellerName), seller.customerName]);
  sheet.addRow([say(m.sellerTaxId), seller.taxId]);
  sheet.addRow([
    say(m.establishment),
    [seller.branchName, branchText(seller.branchCode, language)].filter(Boolean).join(' — '),
  ]);
  const made = sheet.addRow([say(m.madeAt), bangkokWallClock(content.madeAt)]);
  made.getCell(2).numFmt = `${dates} hh:mm`;
  const header = sheet.addRow([
    say(h.seq),
    say(h.issueDate),
    say(h.documentNo),
    say(h.buyerName),
    say(h.buyerTaxId),
    say(h.buyerBranch),
    say(h.value),
    say(h.vat),
    say(h.remark),
  ]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.commit();

  for (const row of content.rows) {
    const written = sheet.addRow([
      row.seq,
      excelDate(row.issueDate),
      row.documentNo,
      row.buyerName,
      row.buyerTaxId,
      branchText(row.buyerBranchCode, language) || null,
      Number(row.value),
      Number(row.vat),
      remarkOf(row, language),
    ]);
    if (row.cancelled) written.font = { strike: true, color: { argb: 'FF808080' } };
    written.commit();
  }

  if (content.rows.length === 0) sheet.addRow([say(m.noDocuments)]).commit();
  else {
    // Formulas keep the totals right when the sheet is edited; their values are written too for
    // readers that do not calculate. Cancelled rows (remark "ยกเลิก") are left out.
    const first = HEADER_ROW + 1;
    const last = HEADER_ROW + content.rows.length;
    const sum = (column: string, result: string) => ({
      formula: `SUMIFS(${column}${first}:${column}${last},I${first}:I${last},"<>${say(m.cancelled)}")`,
      result: Number(result),
    });
    const totals = sheet.addRow([
      say(m.total),
      null,
      null,
      null,
      null,
      null,
      sum('G', content.totals.value),
      sum('H', content.totals.vat),
    ]);
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
}
