import { isItemKey, MIN_BOX } from 'contract/pdf-template';
import { clamp, clampBox, moveBox, resizeBox, roundPoints, type Box, type Size } from './geometry';
import { pageSize, type DesignerField, type ItemTable, type Layout } from './layout';

// Every change the designer makes to a layout, as pure functions (one undo step each). They keep
// the contract's rules: boxes inside their page, an item table whose rows fit on its page, and
// ITEM_* fields in the table's first row (their y is the table's; line n is drawn lower).

type Pages = readonly Size[];

/** Table rows at most (contract itemTableIn.rowsPerPage). */
const MAX_ROWS = 100;

/** Why a key cannot go where it was asked to: ITEM_* keys live in the item table only. */
export type PlacementProblem = 'needsTable' | 'otherPage';

export function placementProblem(dataTypeKey: string, page: number, layout: Layout): PlacementProblem | null {
  if (!isItemKey(dataTypeKey)) return null;
  if (!layout.itemTable) return 'needsTable';
  return layout.itemTable.page === page ? null : 'otherPage';
}

export function tableBox(table: ItemTable): Box {
  return { x: table.x, y: table.y, width: table.width, height: table.rowHeight * table.rowsPerPage };
}

/** The table made to fit its page: row height, then rows, then width and position. */
export function clampTable(table: ItemTable, page: Size): ItemTable {
  const rowHeight = roundPoints(clamp(table.rowHeight, MIN_BOX, page.height));
  const rowsPerPage = clamp(
    Math.round(table.rowsPerPage),
    1,
    Math.min(MAX_ROWS, Math.floor(page.height / rowHeight)),
  );
  const width = roundPoints(clamp(table.width, MIN_BOX, page.width));
  return {
    ...table,
    rowHeight,
    rowsPerPage,
    width,
    x: roundPoints(clamp(table.x, 0, page.width - width)),
    y: roundPoints(clamp(table.y, 0, page.height - rowHeight * rowsPerPage)),
  };
}

/** A field made to fit: inside its page, and an ITEM_* field in the table's first row. */
function placed(field: DesignerField, layout: Layout, pages: Pages): DesignerField {
  const table = layout.itemTable;
  if (table && isItemKey(field.dataTypeKey)) {
    const inRow = { ...field, page: table.page, height: Math.min(field.height, table.rowHeight) };
    return { ...clampBox(inRow, pageSize(pages, table.page)), y: table.y };
  }
  return clampBox(field, pageSize(pages, field.page));
}

/** The ITEM_* fields follow their table (after it moved or changed its rows). */
function withItemFieldsPlaced(layout: Layout, pages: Pages, dx = 0): Layout {
  return {
    ...layout,
    fields: layout.fields.map((field) =>
      isItemKey(field.dataTypeKey) ? placed({ ...field, x: field.x + dx }, layout, pages) : field,
    ),
  };
}

const changeField = (
  layout: Layout,
  id: string,
  change: (field: DesignerField) => DesignerField,
): Layout => ({
  ...layout,
  fields: layout.fields.map((field) => (field.id === id ? change(field) : field)),
});

/** Adds a field where it was dropped (its top-left corner), kept inside the page. */
export function addField(layout: Layout, field: DesignerField, pages: Pages): Layout {
  return { ...layout, fields: [...layout.fields, placed(field, layout, pages)] };
}

export function moveField(layout: Layout, id: string, dx: number, dy: number, pages: Pages): Layout {
  return changeField(layout, id, (field) => {
    const moved = moveBox(field, dx, isItemKey(field.dataTypeKey) ? 0 : dy, pageSize(pages, field.page));
    return placed(moved, layout, pages);
  });
}

export function resizeField(layout: Layout, id: string, dw: number, dh: number, pages: Pages): Layout {
  return changeField(layout, id, (field) =>
    placed(resizeBox(field, dw, dh, pageSize(pages, field.page)), layout, pages),
  );
}

/** What the side panel changes of a field. */
export type FieldPatch = Partial<Omit<DesignerField, 'id' | 'dataTypeKey' | 'page'>>;

export function updateField(layout: Layout, id: string, patch: FieldPatch, pages: Pages): Layout {
  return changeField(layout, id, (field) => placed({ ...field, ...patch }, layout, pages));
}

export function removeField(layout: Layout, id: string): Layout {
  return { ...layout, fields: layout.fields.filter((field) => field.id !== id) };
}

/** A table across the page's width inside 36 pt margins, 10 rows of 18 pt, from 40 % down. */
export function newItemTable(page: number, size: Size): ItemTable {
  const margin = Math.min(36, size.width / 4);
  return clampTable(
    {
      page,
      x: margin,
      y: roundPoints(size.height * 0.4),
      width: size.width - 2 * margin,
      rowHeight: 18,
      rowsPerPage: 10,
    },
    size,
  );
}

export function addItemTable(layout: Layout, table: ItemTable, pages: Pages): Layout {
  return withItemFieldsPlaced(
    { ...layout, itemTable: clampTable(table, pageSize(pages, table.page)) },
    pages,
  );
}

/** Moves the table with its ITEM_* fields. */
export function moveItemTable(layout: Layout, dx: number, dy: number, pages: Pages): Layout {
  const table = layout.itemTable;
  if (!table) return layout;
  const moved = clampTable({ ...table, x: table.x + dx, y: table.y + dy }, pageSize(pages, table.page));
  return withItemFieldsPlaced({ ...layout, itemTable: moved }, pages, moved.x - table.x);
}

/** Wider or narrower by dw; taller or shorter by dh, in whole rows (the row height stays). */
export function resizeItemTable(layout: Layout, dw: number, dh: number, pages: Pages): Layout {
  const table = layout.itemTable;
  if (!table) return layout;
  const page = pageSize(pages, table.page);
  const rows = Math.round((table.rowHeight * table.rowsPerPage + dh) / table.rowHeight);
  const fitting = Math.floor((page.height - table.y) / table.rowHeight);
  const resized = clampTable(
    {
      ...table,
      width: clamp(table.width + dw, MIN_BOX, page.width - table.x),
      rowsPerPage: clamp(rows, 1, fitting),
    },
    page,
  );
  return withItemFieldsPlaced({ ...layout, itemTable: resized }, pages);
}

/** What the side panel changes of the table. */
export type TablePatch = Partial<Omit<ItemTable, 'page'>>;

export function updateItemTable(layout: Layout, patch: TablePatch, pages: Pages): Layout {
  const table = layout.itemTable;
  if (!table) return layout;
  const updated = clampTable({ ...table, ...patch }, pageSize(pages, table.page));
  return withItemFieldsPlaced({ ...layout, itemTable: updated }, pages);
}

/** The table goes with its ITEM_* fields: they cannot be drawn without it. */
export function removeItemTable(layout: Layout): Layout {
  return { fields: layout.fields.filter((field) => !isItemKey(field.dataTypeKey)), itemTable: null };
}
