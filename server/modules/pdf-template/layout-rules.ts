// A layout sent to be saved or previewed (savePdfInputColumn, previewPdf): every field checked
// against the form and the field list (400 with one detail per problem, `columns.<i>.<field>`),
// then every box moved inside its page — shrunk to it when larger — and the item fields kept in
// the item table's first row. The schema has already bounded the numbers.
import type { ErrorDetail } from '../../../contract/envelope';
import {
  formatsOf,
  isItemKey,
  type PdfInputColumnIn,
  type PdfItemTableIn,
} from '../../../contract/pdf-template';
import type { ServiceContext } from '../../command/context';
import type { Db } from '../../db/client';
import type { StoredItemTable } from '../../db/schema/pdf-template';
import { validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { lineHeight } from '../../pdf/layout';
import type { FormPage } from '../../pdf/template/form-pdf';
import type { TemplateField } from '../../pdf/template/fill-template';
import { unknownListboxCodes } from '../../validation/listbox-codes';
import { pdfTemplateText as m } from './messages';

export interface CheckedLayout {
  columns: (TemplateField & { label: string; seq: number })[];
  itemTable: StoredItemTable | null;
}

const round = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** A box moved inside [0, width] × [0, height]: shrunk to the page first when it is larger. */
function insidePage<B extends { x: number; y: number; width: number; height: number }>(
  box: B,
  page: FormPage,
): B {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  return {
    ...box,
    width: round(width),
    height: round(height),
    x: round(clamp(box.x, 0, page.width - width)),
    y: round(clamp(box.y, 0, page.height - height)),
  };
}

function placeTable(table: PdfItemTableIn, page: FormPage): StoredItemTable {
  const rowHeight = Math.min(table.rowHeight, page.height);
  const band = insidePage({ ...table, height: rowHeight }, page);
  // As many rows as the page holds below the first one's top.
  const fit = Math.max(1, Math.floor((page.height - band.y + 0.01) / rowHeight));
  return {
    page: table.page,
    x: band.x,
    y: band.y,
    width: band.width,
    rowHeight: round(rowHeight),
    rowsPerPage: Math.min(table.rowsPerPage, fit),
  };
}

export async function checkLayout(
  db: Db,
  ctx: ServiceContext,
  pages: readonly FormPage[],
  columns: readonly PdfInputColumnIn[],
  itemTable: PdfItemTableIn | null | undefined,
): Promise<CheckedLayout> {
  const details: ErrorDetail[] = [];
  const problem = (key: string, text: { th: string; en: string }) =>
    details.push({ key, description: say(ctx, text) });

  const tablePage = itemTable ? pages[itemTable.page - 1] : undefined;
  if (itemTable && !tablePage) problem('itemTable.page', m.pageMissing);
  const table = itemTable && tablePage ? placeTable(itemTable, tablePage) : null;

  const unknown = new Set(
    await unknownListboxCodes(db, 'GENERATE_DOC_MAP', [...new Set(columns.map((c) => c.dataTypeKey))]),
  );
  const checked = columns.map((column, index) => {
    const key = (field: string) => `columns.${index}.${field}`;
    const page = pages[column.page - 1];
    if (!page) problem(key('page'), m.pageMissing);
    if (unknown.has(column.dataTypeKey)) problem(key('dataTypeKey'), m.unknownField);
    const format = column.format ?? null;
    if (format && !formatsOf(column.dataTypeKey).includes(format))
      problem(key('format'), m.formatNotForField);
    const item = isItemKey(column.dataTypeKey);
    if (item && !itemTable) problem(key('dataTypeKey'), m.itemTableNeeded);
    else if (item && itemTable && column.page !== itemTable.page) problem(key('page'), m.itemTablePage);
    const field = {
      dataTypeKey: column.dataTypeKey,
      label: column.label.trim(),
      page: column.page,
      x: column.x,
      y: column.y,
      width: column.width,
      height: column.height ?? round(lineHeight(column.fontSize)),
      fontSize: column.fontSize,
      align: column.align,
      format,
      seq: index,
    };
    if (!page) return field;
    if (item && table) {
      // An item field sits in the first row: each line is drawn a row lower.
      const height = Math.min(field.height, table.rowHeight);
      const placed = insidePage({ ...field, height }, page);
      return { ...placed, y: round(clamp(placed.y, table.y, table.y + table.rowHeight - height)) };
    }
    return insidePage(field, page);
  });
  if (details.length) throw validationFailed(details);
  return { columns: checked, itemTable: table };
}
