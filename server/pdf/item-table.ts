// The item table: rows prepared (wrapped) once, then drawn part by part so that a page break
// can fall between rows — or, for a row taller than a page, between the lines of a row.
import type { PdfLine } from './document-model';
import { formatAmount, formatQuantity, formatUnitPrice } from './format';
import {
  CELL_PADDING_X,
  CELL_PADDING_Y,
  COLUMNS,
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  GRAY,
  SIZE,
  firstBaseline,
  lineHeight,
  type Column,
  type ColumnKey,
} from './layout';
import type { DocumentFaces, PageCanvas } from './page-canvas';
import { wrapText } from './thai-text';

const MIN_NUMBER_SIZE = 6;
const ROW_LINE_HEIGHT = lineHeight(SIZE.table);

interface Cell {
  column: Column;
  lines: string[];
  size: number;
}

export interface PreparedRow {
  cells: Cell[];
  lineCount: number;
}

function cellValue(line: PdfLine, key: ColumnKey): string {
  switch (key) {
    case 'lineNo':
      return String(line.lineNo);
    case 'itemCode':
      return line.itemCode ?? '';
    case 'itemName':
      return line.itemName;
    case 'qty':
      return formatQuantity(line.qty);
    case 'unit':
      return line.unit ?? '';
    case 'unitPrice':
      return formatUnitPrice(line.unitPrice);
    case 'discount':
      return formatAmount(line.discount);
    case 'amount':
      return formatAmount(line.amount);
  }
}

export function prepareRows(lines: readonly PdfLine[], faces: DocumentFaces): PreparedRow[] {
  return lines.map((line) => {
    const cells = COLUMNS.map((column): Cell => {
      const value = cellValue(line, column.key);
      const room = column.width - 2 * CELL_PADDING_X;
      if (column.numeric) {
        const width = faces.regular.width(value, SIZE.table);
        const size = width > room ? Math.max(MIN_NUMBER_SIZE, (SIZE.table * room) / width) : SIZE.table;
        return { column, lines: [value], size };
      }
      return { column, lines: wrapText(faces.regular.face, value, SIZE.table, room), size: SIZE.table };
    });
    return { cells, lineCount: Math.max(...cells.map((cell) => cell.lines.length)) };
  });
}

export const rowHeight = (lineCount: number) => lineCount * ROW_LINE_HEIGHT + 2 * CELL_PADDING_Y;

/** How many lines of a row fit in the height (0 if not even one). */
export const linesThatFit = (height: number) =>
  Math.max(0, Math.floor((height - 2 * CELL_PADDING_Y + 0.001) / ROW_LINE_HEIGHT));

/** Draws the header row (Thai over English) with its top at y; returns its bottom. */
export function drawTableHeader(canvas: PageCanvas, faces: DocumentFaces, top: number): number {
  const height = 2 * lineHeight(SIZE.tableHeader) + 2 * CELL_PADDING_Y;
  const bottom = top - height;
  canvas.rect(CONTENT_LEFT, bottom, CONTENT_WIDTH, height, { fill: GRAY.headerFill });
  let x = CONTENT_LEFT;
  for (const column of COLUMNS) {
    const center = x + column.width / 2;
    const th = firstBaseline(top - CELL_PADDING_Y, SIZE.tableHeader);
    canvas.text(column.th, center, th, { face: faces.bold, size: SIZE.tableHeader, align: 'center' });
    canvas.text(column.en, center, th - lineHeight(SIZE.tableHeader), {
      face: faces.regular,
      size: SIZE.tableHeader,
      align: 'center',
    });
    x += column.width;
  }
  return bottom;
}

/** Draws lines [from, from + count) of a row with its top at y; returns its bottom. */
export function drawRowPart(
  canvas: PageCanvas,
  faces: DocumentFaces,
  row: PreparedRow,
  top: number,
  from: number,
  count: number,
): number {
  let x = CONTENT_LEFT;
  for (const cell of row.cells) {
    const { column } = cell;
    const anchor =
      column.align === 'right'
        ? x + column.width - CELL_PADDING_X
        : column.align === 'center'
          ? x + column.width / 2
          : x + CELL_PADDING_X;
    for (let i = from; i < Math.min(cell.lines.length, from + count); i++) {
      const baseline = firstBaseline(top - CELL_PADDING_Y - (i - from) * ROW_LINE_HEIGHT, SIZE.table);
      canvas.text(cell.lines[i]!, anchor, baseline, {
        face: faces.regular,
        size: cell.size,
        align: column.align,
      });
    }
    x += column.width;
  }
  const bottom = top - rowHeight(count);
  canvas.line(CONTENT_LEFT, bottom, CONTENT_RIGHT, bottom, 0.4, GRAY.rule);
  return bottom;
}

/** The column rules and outline of the part of the table on one page. */
export function drawTableFrame(canvas: PageCanvas, top: number, bottom: number): void {
  canvas.rect(CONTENT_LEFT, bottom, CONTENT_WIDTH, top - bottom, { stroke: GRAY.rule });
  let x = CONTENT_LEFT;
  for (const column of COLUMNS.slice(0, -1)) {
    x += column.width;
    canvas.line(x, top, x, bottom, 0.4, GRAY.rule);
  }
}
