import { newField } from 'src/features/pdf-template/components/designer/field-defaults';
import type { Layout } from 'src/features/pdf-template/components/designer/layout';
import {
  addField,
  addItemTable,
  clampTable,
  moveField,
  moveItemTable,
  newItemTable,
  placementProblem,
  removeItemTable,
  resizeItemTable,
  updateItemTable,
} from 'src/features/pdf-template/components/designer/layout-edits';

const pages = [
  { width: 400, height: 600 },
  { width: 600, height: 400 },
];
const empty: Layout = { fields: [], itemTable: null };
const field = (dataTypeKey: string, x: number, y: number, page = 1) =>
  newField({ id: dataTypeKey, dataTypeKey, label: dataTypeKey, page, x, y });
const withTable = addItemTable(
  empty,
  { page: 1, x: 20, y: 200, width: 300, rowHeight: 20, rowsPerPage: 5 },
  pages,
);

describe('designer layout edits', () => {
  it('starts a field with the defaults of its key', () => {
    expect(field('ISSUE_DATE', 0, 0)).toMatchObject({
      width: 80,
      height: 14,
      fontSize: 10,
      align: 'LEFT',
      format: 'DATE_BE_LONG',
    });
    expect(field('TOTAL_AMOUNT', 0, 0)).toMatchObject({ align: 'RIGHT', format: 'AMOUNT' });
    expect(field('ITEM_QTY', 0, 0)).toMatchObject({ width: 40, align: 'RIGHT', format: null });
    expect(field('BUYER_ADDRESS', 0, 0)).toMatchObject({
      width: 220,
      height: 42,
      align: 'LEFT',
      format: null,
    });
  });

  it('adds a field inside its own page', () => {
    const layout = addField(empty, field('DOCUMENT_NO', 590, 390, 2), pages);
    expect(layout.fields[0]).toMatchObject({ page: 2, x: 490, y: 386 });
  });

  it('says where an item field cannot go', () => {
    expect(placementProblem('ITEM_NAME', 1, empty)).toBe('needsTable');
    expect(placementProblem('ITEM_NAME', 2, withTable)).toBe('otherPage');
    expect(placementProblem('ITEM_NAME', 1, withTable)).toBeNull();
    expect(placementProblem('DOCUMENT_NO', 2, empty)).toBeNull();
  });

  it('puts item fields in the first row of the table and keeps them there', () => {
    let layout = addField(withTable, field('ITEM_NAME', 40, 500), pages);
    expect(layout.fields[0]).toMatchObject({ x: 40, y: 200, height: 14 });
    // Up and down do not take it out of its row.
    layout = moveField(layout, 'ITEM_NAME', 5, 50, pages);
    expect(layout.fields[0]).toMatchObject({ x: 45, y: 200 });
    // The table moves its fields along.
    layout = moveItemTable(layout, 10, 30, pages);
    expect(layout.itemTable).toMatchObject({ x: 30, y: 230 });
    expect(layout.fields[0]).toMatchObject({ x: 55, y: 230 });
    // A lower row height makes the fields fit in it.
    layout = updateItemTable(layout, { rowHeight: 10 }, pages);
    expect(layout.fields[0]).toMatchObject({ height: 10, y: 230 });
    // Without the table they go too.
    expect(removeItemTable(layout)).toEqual({ fields: [], itemTable: null });
  });

  it('keeps the table on its page: rows cut to what fits, then moved up', () => {
    expect(
      clampTable({ page: 1, x: 0, y: 500, width: 900, rowHeight: 20, rowsPerPage: 50 }, pages[0]!),
    ).toEqual({
      page: 1,
      x: 0,
      y: 0,
      width: 400,
      rowHeight: 20,
      rowsPerPage: 30,
    });
    expect(
      clampTable({ page: 1, x: 0, y: 500, width: 100, rowHeight: 20, rowsPerPage: 10 }, pages[0]!),
    ).toMatchObject({
      y: 400,
      rowsPerPage: 10,
    });
    expect(moveItemTable(withTable, 0, 1000, pages).itemTable).toMatchObject({ y: 500 });
  });

  it('resizes the table in whole rows, and no further than the page', () => {
    expect(resizeItemTable(withTable, 10, 20, pages).itemTable).toMatchObject({ width: 310, rowsPerPage: 6 });
    expect(resizeItemTable(withTable, 0, 9, pages).itemTable).toMatchObject({ rowsPerPage: 5 });
    expect(resizeItemTable(withTable, 0, -1000, pages).itemTable).toMatchObject({ rowsPerPage: 1 });
    expect(resizeItemTable(withTable, 1000, 10000, pages).itemTable).toMatchObject({
      width: 380,
      rowsPerPage: 20,
    });
  });

  it('starts a table across the page inside its margins', () => {
    expect(newItemTable(1, pages[0]!)).toEqual({
      page: 1,
      x: 36,
      y: 240,
      width: 328,
      rowHeight: 18,
      rowsPerPage: 10,
    });
  });
});
