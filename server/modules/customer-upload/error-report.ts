// The error report: the staged rows back in the template's layout (each at its row number in the
// file, the header row above the first data row), every cell with a problem marked, and one
// added column describing the row's problems — so that a user fixes the file and uploads it again.
import ExcelJS from 'exceljs';
import type { Language } from '../../http/language';
import { say } from '../../http/language';
import { columnIndex, columnLetter } from './file-reading';
import { uploadMessages } from './messages';
import type { RowRecord } from './repository';
import { describeProblem } from './row-rules';

export interface ErrorReport {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface ReportColumn {
  inputCol: string;
  columnName: string;
  dataTypeKey: string;
}

const MARKED = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;
const MARKED_FONT = { color: { argb: 'FF9C0006' } };

export async function errorReport(input: {
  uploadId: number;
  startRow: number;
  columns: readonly ReportColumn[];
  rows: readonly RowRecord[];
  language: Language;
}): Promise<ErrorReport> {
  const { columns, rows, language } = input;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  const errorCol = columnLetter(Math.max(0, ...columns.map((c) => columnIndex(c.inputCol))) + 1);
  const headerRow = input.startRow > 1 ? input.startRow - 1 : undefined;
  if (headerRow) {
    for (const column of columns) sheet.getCell(`${column.inputCol}${headerRow}`).value = column.columnName;
    sheet.getCell(`${errorCol}${headerRow}`).value = say({ language }, uploadMessages.errorColumn);
    sheet.getRow(headerRow).font = { bold: true };
  }
  const nameOf = new Map(columns.map((c) => [c.dataTypeKey, c.columnName]));
  for (const row of rows) {
    for (const column of columns) {
      const value = row.data[column.dataTypeKey];
      if (value !== undefined && value !== null)
        sheet.getCell(`${column.inputCol}${row.rowNo}`).value = value;
    }
    if (!row.problems.length) continue;
    const lines = row.problems.map((problem) => {
      if (problem.column) {
        const cell = sheet.getCell(`${problem.column}${row.rowNo}`);
        cell.fill = MARKED;
        cell.font = MARKED_FONT;
      }
      const where = [problem.column, nameOf.get(problem.key) ?? problem.key].filter(Boolean).join(' ');
      return `${where}: ${describeProblem(problem, language)}`;
    });
    const errorCell = sheet.getCell(`${errorCol}${row.rowNo}`);
    errorCell.value = lines.join('\n');
    errorCell.font = MARKED_FONT;
    errorCell.alignment = { wrapText: true, vertical: 'top' };
  }
  sheet.getColumn(errorCol).width = 60;
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: `import-${input.uploadId}-errors.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content,
  };
}
