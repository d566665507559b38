import { isItemField, type DirectEntryData, type DirectEntryItem } from 'contract/customer-upload';
import type { InputColumn } from 'contract/upload-template';
import { lineAmount, satangText, totalsOf } from './entry-totals';

/**
 * The form's values, named like the API's body (`data.<FIELD>`, `data.items.<i>.<FIELD>`), so that
 * a field the server refuses is marked where it is typed. Every value is text ('' = empty); a
 * check box is 'Y' or 'N'.
 */
export type EntryLine = Record<string, string>;
export interface EntryValues extends Record<string, unknown> {
  data: { [field: string]: string | EntryLine[]; items: EntryLine[] };
}

/** The header fields of the values (everything in `data` but the lines). */
export function headerOf(values: EntryValues['data'] | undefined): Record<string, string> {
  const { items: _items, ...header } = values ?? { items: [] };
  return header as Record<string, string>;
}

export const headerColumns = (columns: readonly InputColumn[]) =>
  columns.filter((c) => !isItemField(c.dataTypeKey));
export const itemColumns = (columns: readonly InputColumn[]) =>
  columns.filter((c) => isItemField(c.dataTypeKey));

const emptyOf = (column: InputColumn) => (column.inputControlType === 'CHECKBOX' ? 'N' : '');

export function emptyItem(columns: readonly InputColumn[]): Record<string, string> {
  return Object.fromEntries(itemColumns(columns).map((c) => [c.dataTypeKey, emptyOf(c)]));
}

export function emptyEntry(columns: readonly InputColumn[]): EntryValues {
  const header = Object.fromEntries(headerColumns(columns).map((c) => [c.dataTypeKey, emptyOf(c)]));
  return { data: { ...header, items: [emptyItem(columns)] } };
}

const sent = (values: Record<string, string>): DirectEntryItem =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]),
  );

/**
 * The body's `data`: trimmed text, null where empty. Amount fields the template has and the user
 * left empty get the computed amount (what the totals under the lines show).
 */
export function entryData(values: EntryValues, columns: readonly InputColumn[]): DirectEntryData {
  const has = new Set(columns.map((column) => column.dataTypeKey));
  const { items } = values.data;
  const header = headerOf(values.data);
  const filled = (record: Record<string, string>, key: string, amount: bigint | undefined) =>
    has.has(key) && !record[key]?.trim() && amount !== undefined ? { [key]: satangText(amount) } : {};
  const lines = items.map((item) => ({ ...item, ...filled(item, 'ITEM_AMOUNT', lineAmount(item)) }));
  const totals = totalsOf(lines, header.VAT_RATE, header.PREPAID_AMOUNT);
  const head = {
    ...header,
    ...filled(header, 'TOTAL_BEFORE_VAT', totals.beforeVat),
    ...filled(header, 'VAT_AMOUNT', totals.vat),
    ...filled(header, 'TOTAL_AMOUNT', totals.total),
  };
  return { ...sent(head), items: lines.map(sent) };
}
