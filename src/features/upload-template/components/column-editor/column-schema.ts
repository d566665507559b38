import {
  MAX_LENGTH_LIMIT,
  type InputColumn,
  type ListedInputColumn,
  type UpdateListInputColumnRequest,
} from 'contract/upload-template';
import { array, boolean, number, object, string, type ObjectSchema, type TestContext } from 'yup';
import { choice, fieldMessage, requiredText, type FieldMessage } from 'src/components/form-fields';

// The rows of the input-column editor: yup rules that mirror the server's column rules
// (server/modules/upload-template/column-rules.ts: file column and document field unique,
// DATEPICKER ↔ DATE, NUMBER ↔ INTEGER/DECIMAL, max length 1–1000), and rows ⇄ the list save.

/** File columns A … Z, AA … AZ (contract INPUT_COL_PATTERN). */
export const INPUT_COLS: readonly string[] = Array.from({ length: 52 }, (_, index) =>
  index < 26 ? String.fromCharCode(65 + index) : `A${String.fromCharCode(65 + index - 26)}`,
);

export const INPUT_CONTROL_DROPDOWN = 'DROPDOWN';

export type ColumnRowValues = {
  /** The stored column; null for a row added here. */
  inputColumnId: number | null;
  /** The stored column's version; null for a row added here. */
  version: number | null;
  inputCol: string;
  columnName: string;
  dataTypeKey: string;
  inputType: string;
  inputControlType: string;
  required: boolean;
  /** Typed as text; '' = no limit. */
  maxLength: string;
};

export type ColumnEditorValues = {
  columns: ColumnRowValues[];
};

/** The editor's own messages (upload-template:editor.validation.*). */
function editorMessage(key: string): FieldMessage {
  return { key: `upload-template:editor.validation.${key}` };
}

/** The other rows of the list a row field is validated in, and the row's own index. */
function rowsAround(context: TestContext): { rows: ColumnRowValues[]; index: number } {
  const root = context.from?.[1]?.value as Partial<ColumnEditorValues> | undefined;
  const index = Number(/\[(\d+)\]/.exec(context.path)?.[1] ?? -1);
  return { rows: root?.columns ?? [], index };
}

/** Unique among the rows: a later row with an earlier row's value is marked (as the server does). */
function uniqueAmongRows(field: 'inputCol' | 'dataTypeKey') {
  return function unique(this: TestContext, value: string | undefined): boolean {
    if (!value) return true;
    const { rows, index } = rowsAround(this);
    return !rows.some((row, other) => other < index && row[field] === value);
  };
}

const isNumberType = (inputType: string) => inputType === 'INTEGER' || inputType === 'DECIMAL';

const columnRowSchema: ObjectSchema<ColumnRowValues> = object({
  inputColumnId: number().nullable().defined(),
  version: number().nullable().defined(),
  inputCol: choice().test('inputColUnique', editorMessage('inputColTaken'), uniqueAmongRows('inputCol')),
  columnName: requiredText(200),
  dataTypeKey: choice().test(
    'dataTypeKeyUnique',
    editorMessage('dataTypeKeyTaken'),
    uniqueAmongRows('dataTypeKey'),
  ),
  inputType: choice(),
  inputControlType: choice()
    .test('datePicker', editorMessage('controlNeedsDate'), function datePicker(control) {
      const { inputType } = this.parent as ColumnRowValues;
      if (!control || !inputType) return true;
      return (control === 'DATEPICKER') === (inputType === 'DATE');
    })
    .test('number', editorMessage('controlNeedsNumber'), function numberControl(control) {
      const { inputType } = this.parent as ColumnRowValues;
      if (!control || !inputType) return true;
      return (control === 'NUMBER') === isNumberType(inputType);
    }),
  required: boolean().defined(),
  maxLength: string()
    .trim()
    .defined()
    .test('integer', fieldMessage('integer'), (value) => value === '' || /^\d+$/.test(value))
    .test('min', fieldMessage('min', { min: 1 }), (value) => value === '' || Number(value) >= 1)
    .test(
      'max',
      fieldMessage('max', { max: MAX_LENGTH_LIMIT }),
      (value) => value === '' || Number(value) <= MAX_LENGTH_LIMIT,
    ),
});

export const columnEditorSchema: ObjectSchema<ColumnEditorValues> = object({
  columns: array(columnRowSchema).defined(),
});

export function columnToRow(column: InputColumn): ColumnRowValues {
  return {
    inputColumnId: column.inputColumnId,
    version: column.version,
    inputCol: column.inputCol,
    columnName: column.columnName,
    dataTypeKey: column.dataTypeKey,
    inputType: column.inputType,
    inputControlType: column.inputControlType,
    required: column.required,
    maxLength: column.maxLength === null ? '' : String(column.maxLength),
  };
}

/** The stored columns in their order, as editor rows. */
export function columnsToForm(columns: readonly InputColumn[]): ColumnEditorValues {
  return { columns: [...columns].sort((a, b) => a.seq - b.seq).map(columnToRow) };
}

/** A new row reads the first file column no row reads yet. */
export function newColumnRow(rows: readonly ColumnRowValues[]): ColumnRowValues {
  const taken = new Set(rows.map((row) => row.inputCol));
  return {
    inputColumnId: null,
    version: null,
    inputCol: INPUT_COLS.find((col) => !taken.has(col)) ?? '',
    columnName: '',
    dataTypeKey: '',
    inputType: 'STRING',
    inputControlType: 'TEXTBOX',
    required: false,
    maxLength: '',
  };
}

/**
 * The whole new list (docs/upload-templates.md): stored rows carry their id and version, new
 * rows neither; seq is the row's position (1 …); rows left out are deleted by the server.
 */
export function rowsToRequest(
  values: ColumnEditorValues,
  template: { templateCode: string; version: number },
): UpdateListInputColumnRequest {
  return {
    templateCode: template.templateCode,
    templateVersion: template.version,
    columns: values.columns.map((row, index): ListedInputColumn => {
      const maxLength = row.maxLength.trim();
      return {
        ...(row.inputColumnId !== null && row.version !== null
          ? { inputColumnId: row.inputColumnId, version: row.version }
          : {}),
        inputCol: row.inputCol,
        columnName: row.columnName.trim(),
        dataTypeKey: row.dataTypeKey,
        inputType: row.inputType,
        inputControlType: row.inputControlType,
        required: row.required,
        maxLength: maxLength === '' ? null : Number(maxLength),
        seq: index + 1,
      };
    }),
  };
}
