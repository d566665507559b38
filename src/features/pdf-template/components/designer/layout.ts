import type {
  PdfInputColumn,
  PdfInputColumnIn,
  PdfItemTableIn,
  PdfTemplateDetail,
  SavePdfInputColumnRequest,
} from 'contract/pdf-template';
import type { Size } from './geometry';

// The designer's layout: the fields placed on the form and the item table, as the contract's
// savePdfInputColumn takes them, each field with an id of the designer's own (a new field has
// no pdfInputColumnId until it is saved).

/** A saved column without its id and order, with the designer's own id instead. */
export type DesignerField = Omit<PdfInputColumn, 'pdfInputColumnId' | 'seq'> & { id: string };

export type ItemTable = PdfItemTableIn;

export interface Layout {
  fields: readonly DesignerField[];
  itemTable: ItemTable | null;
}

/** What is selected: a field (by id), the item table, or nothing. */
export type Selection = { kind: 'field'; id: string } | { kind: 'table' } | null;

/** The layout the template was saved with, its fields in their order. */
export function layoutOf(template: Pick<PdfTemplateDetail, 'columns' | 'itemTable'>): Layout {
  return {
    fields: [...template.columns]
      .sort((a, b) => a.seq - b.seq)
      .map((column) => ({
        id: `saved-${column.pdfInputColumnId}`,
        dataTypeKey: column.dataTypeKey,
        label: column.label,
        page: column.page,
        x: column.x,
        y: column.y,
        width: column.width,
        height: column.height,
        fontSize: column.fontSize,
        align: column.align,
        format: column.format,
      })),
    itemTable: template.itemTable
      ? {
          page: template.itemTable.page,
          x: template.itemTable.x,
          y: template.itemTable.y,
          width: template.itemTable.width,
          rowHeight: template.itemTable.rowHeight,
          rowsPerPage: template.itemTable.rowsPerPage,
        }
      : null,
  };
}

/** The layout as savePdfInputColumn and previewPdf take it (the order of the fields is their seq). */
export function layoutToRequest(
  layout: Layout,
): Pick<SavePdfInputColumnRequest, 'columns' | 'itemTable'> & { columns: PdfInputColumnIn[] } {
  return {
    columns: layout.fields.map(({ id: _id, ...field }) => field),
    itemTable: layout.itemTable,
  };
}

/** Two layouts with this same key save the same (the designer's ids left out). */
export function layoutKey(layout: Layout): string {
  return JSON.stringify(layoutToRequest(layout));
}

/** A page's size in points; a page past the form's last reads as the last (the server does so too). */
export function pageSize(pages: readonly Size[], page: number): Size {
  return pages[Math.min(page, pages.length) - 1] ?? pages[0] ?? { width: 595, height: 842 };
}
