// The sample file of a template: the header row names the columns (as the template writes them,
// in Thai), one example row follows, and in an .xlsx a dropdown column offers its allowed values
// as an in-cell list. A CSV template gets a UTF-8 CSV with a BOM, so that Excel shows Thai.
import ExcelJS from 'exceljs';
import type { InputColumn, InputColumnOption, UploadTemplate } from '../../../contract/upload-template';

/** Example values by input type (dates ISO 8601, as the import reads them). */
const EXAMPLE_BY_TYPE: Record<string, string | number> = {
  INTEGER: 1,
  DECIMAL: 100.5,
  DATE: '2026-01-31',
  EMAIL: 'buyer@example.com',
  TEL: '0812345678',
  TAX_ID: '0105536112014',
};
/** Example texts of common document fields; other text columns repeat their column name. */
const EXAMPLE_BY_KEY: Record<string, string> = {
  DOCUMENT_NO: 'INV-0001',
  BUYER_NAME: 'บริษัท ตัวอย่าง จำกัด',
  BUYER_BRANCH_CODE: '00000',
  BUYER_ADDRESS: '99 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร',
  BUYER_ZIP_CODE: '10310',
  ITEM_NAME: 'ค่าบริการ',
  ITEM_UNIT: 'ชิ้น',
  CURRENCY: 'THB',
};

export interface SampleFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

type Options = (column: InputColumn) => InputColumnOption[];

function exampleOf(column: InputColumn, options: InputColumnOption[]): string | number {
  if (column.inputControlType === 'DROPDOWN' && options[0]) return options[0].optionValue;
  return EXAMPLE_BY_TYPE[column.inputType] ?? EXAMPLE_BY_KEY[column.dataTypeKey] ?? column.columnName;
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
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.templateName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  const headerRow = headerRowOf(template);
  const dataRow = Math.max(template.startRow, headerRow + 1);
  for (const column of columns) {
    const at = columnNumber(column.inputCol);
    const options = optionsOf(column);
    sheet.getCell(headerRow, at).value = column.columnName;
    sheet.getCell(headerRow, at).font = { bold: true };
    sheet.getCell(dataRow, at).value = exampleOf(column, options);
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

function csvSample(template: UploadTemplate, columns: InputColumn[], optionsOf: Options): Buffer {
  const width = Math.max(0, ...columns.map((c) => columnNumber(c.inputCol)));
  const header = Array<string | number>(width).fill('');
  const example = Array<string | number>(width).fill('');
  for (const column of columns) {
    header[columnNumber(column.inputCol) - 1] = column.columnName;
    example[columnNumber(column.inputCol) - 1] = exampleOf(column, optionsOf(column));
  }
  const blankRows = Array<string>(headerRowOf(template) - 1).fill('');
  const lines = [...blankRows, header.map(csvCell).join(','), example.map(csvCell).join(',')];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function sampleFile(
  template: UploadTemplate,
  columns: InputColumn[],
  optionsOf: Options,
): Promise<SampleFile> {
  const base = `${template.templateCode}-sample`;
  if (template.templateType === 'CSV') {
    return {
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvSample(template, columns, optionsOf),
    };
  }
  return {
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: await excelSample(template, columns, optionsOf),
  };
}
