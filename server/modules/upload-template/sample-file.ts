// The sample file of a template: the header row names the columns (as the template writes them,
// in Thai), one example row follows — a realistic document that uploads as it is — and in an
// .xlsx a dropdown column offers its allowed values as an in-cell list. A CSV template gets a
// UTF-8 CSV with a BOM, so that Excel shows Thai.
import type { InputColumn, InputColumnOption, UploadTemplate } from '../../../contract/upload-template';
import { loadExcelJs } from '../../lazy';
import { bangkokToday } from '../../validation/date-range';

/** Example values by input type, for fields without an example of their own. */
const EXAMPLE_BY_TYPE: Record<string, string | number> = {
  INTEGER: 1,
  DECIMAL: 100,
  EMAIL: 'buyer@example.com',
  TEL: '0812345678',
  TAX_ID: '0105536112014',
};
/**
 * One realistic document, as a Thai office writes it: a number of this year, 2 × 1,500.00 at 7 %
 * VAT (the totals add up, so the sample uploads as it is), the buyer's address and zip code.
 */
const EXAMPLE_BY_KEY: Record<string, string | number> = {
  BUYER_NAME: 'บริษัท ตัวอย่าง จำกัด',
  BUYER_BRANCH_CODE: '00000',
  BUYER_ADDRESS: '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร',
  BUYER_ZIP_CODE: '10310',
  ITEM_CODE: 'P-0001',
  ITEM_NAME: 'ค่าบริการ',
  ITEM_UNIT: 'ชิ้น',
  ITEM_QTY: 2,
  ITEM_UNIT_PRICE: 1500,
  ITEM_DISCOUNT: 0,
  ITEM_AMOUNT: 3000,
  TOTAL_BEFORE_VAT: 3000,
  VAT_RATE: 7,
  VAT_AMOUNT: 210,
  TOTAL_AMOUNT: 3210,
  CURRENCY: 'THB',
};

/** Today in Bangkok as a Thai user types a date: dd/mm/yyyy in the Buddhist era, as text. */
function thaiDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${Number(year) + 543}`;
}

/** The examples of the fields that depend on the day the sample is made. */
function datedExamples(today: string): Record<string, string> {
  const beYear = Number(today.slice(0, 4)) + 543;
  return {
    DOCUMENT_NO: `INV${beYear}-0001`,
    REFERENCE_DOCUMENT_NO: `INV${beYear}-0000`,
    ISSUE_DATE: thaiDate(today),
    DUE_DATE: thaiDate(
      new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10),
    ),
    REFERENCE_DOCUMENT_DATE: thaiDate(today),
  };
}

export interface SampleFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

type Options = (column: InputColumn) => InputColumnOption[];
type Examples = Record<string, string | number>;

function exampleOf(column: InputColumn, options: InputColumnOption[], examples: Examples): string | number {
  if (column.inputControlType === 'DROPDOWN' && options[0]) return options[0].optionValue;
  return examples[column.dataTypeKey] ?? EXAMPLE_BY_TYPE[column.inputType] ?? column.columnName;
}

/** A: 1 … Z: 26, AA: 27 … AZ: 52. */
export function columnNumber(inputCol: string): number {
  return [...inputCol].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

/** The header above the first data row (row 1 when the data starts on row 1 or 2). */
const headerRowOf = (template: UploadTemplate) => Math.max(1, template.startRow - 1);

async function excelSample(
  template: UploadTemplate,
  columns: InputColumn[],
  optionsOf: Options,
  examples: Examples,
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.templateName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  const headerRow = headerRowOf(template);
  const dataRow = Math.max(template.startRow, headerRow + 1);
  for (const column of columns) {
    const at = columnNumber(column.inputCol);
    const options = optionsOf(column);
    sheet.getCell(headerRow, at).value = column.columnName;
    sheet.getCell(headerRow, at).font = { bold: true };
    sheet.getCell(dataRow, at).value = exampleOf(column, options, examples);
    sheet.getColumn(at).width = Math.max(12, Math.min(40, column.columnName.length + 4));
    if (column.inputControlType === 'DROPDOWN' && options.length) {
      // An in-cell list holds at most 255 characters; the import checks the values anyway.
      const list = options
        .map((o) => o.optionValue.replace(/[",]/g, ' '))
        .join(',')
        .slice(0, 255);
      sheet.getCell(dataRow, at).dataValidation = {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`"${list}"`],
      };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV cell: quoted when needed; a text starting with = + - @ is neutralised for spreadsheets. */
function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvSample(
  template: UploadTemplate,
  columns: InputColumn[],
  optionsOf: Options,
  examples: Examples,
): Buffer {
  const width = Math.max(0, ...columns.map((c) => columnNumber(c.inputCol)));
  const header = Array<string | number>(width).fill('');
  const example = Array<string | number>(width).fill('');
  for (const column of columns) {
    header[columnNumber(column.inputCol) - 1] = column.columnName;
    example[columnNumber(column.inputCol) - 1] = exampleOf(column, optionsOf(column), examples);
  }
  const blankRows = Array<string>(headerRowOf(template) - 1).fill('');
  const lines = [...blankRows, header.map(csvCell).join(','), example.map(csvCell).join(',')];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function sampleFile(
  template: UploadTemplate,
  columns: InputColumn[],
  optionsOf: Options,
  today: string = bangkokToday(),
): Promise<SampleFile> {
  const examples = { ...EXAMPLE_BY_KEY, ...datedExamples(today) };
  const base = `${template.templateCode}-sample`;
  if (template.templateType === 'CSV') {
    return {
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvSample(template, columns, optionsOf, examples),
    };
  }
  return {
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: await excelSample(template, columns, optionsOf, examples),
  };
}
