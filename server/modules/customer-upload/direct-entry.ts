// Direct entry: one document typed in by form, keyed by document field, becomes the rows a file
// of the same template would hold (one row per item line, the header fields on each), so that
// the very same rules check it.
import { isItemField, type DirectEntryData } from '../../../contract/customer-upload';
import type { ErrorDetail } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { uploadMessages } from './messages';
import { describeProblem, type CellInput } from './row-rules';
import type { StagedUpload } from './staging';

interface TemplateColumn {
  inputCol: string;
  dataTypeKey: string;
}

/** A typed-in value as a cell (the schema lets only strings, numbers, booleans and null through). */
const cellOf = (value: unknown): CellInput =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** The document as file rows (cells by the template's file columns); 400 on a field it lacks. */
export function directEntryRows(
  ctx: ServiceContext,
  data: DirectEntryData,
  columns: readonly TemplateColumn[],
): { rowNo: number; cells: Record<string, CellInput> }[] {
  const known = new Set(columns.map((column) => column.dataTypeKey));
  const unknown: ErrorDetail[] = [];
  const description = say(ctx, uploadMessages.unknownField);
  for (const key of Object.keys(data)) {
    if (key !== 'items' && (!known.has(key) || isItemField(key)))
      unknown.push({ key: `data.${key}`, description });
  }
  data.items.forEach((item, index) => {
    for (const key of Object.keys(item)) {
      if (!known.has(key) || !isItemField(key))
        unknown.push({ key: `data.items.${index}.${key}`, description });
    }
  });
  if (unknown.length) throw validationFailed(unknown);

  return data.items.map((item, index) => {
    const cells: Record<string, CellInput> = {};
    for (const column of columns) {
      const value = isItemField(column.dataTypeKey) ? item[column.dataTypeKey] : data[column.dataTypeKey];
      cells[column.inputCol] = cellOf(value);
    }
    return { rowNo: index + 1, cells };
  });
}

/**
 * The problems of a typed-in document as form field errors: `data.<KEY>` for a header field
 * (once, though every line carries it), `data.items.<i>.<KEY>` for an item field.
 */
export function directEntryErrors(ctx: ServiceContext, staged: StagedUpload): ErrorDetail[] {
  const details = new Map<string, string>();
  staged.rows.forEach((row, index) => {
    for (const problem of row.problems) {
      const key = isItemField(problem.key) ? `data.items.${index}.${problem.key}` : `data.${problem.key}`;
      if (!details.has(key)) details.set(key, describeProblem(problem, ctx.language));
    }
  });
  return [...details].map(([key, description]) => ({ key, description }));
}
