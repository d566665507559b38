// The rules of a template's input columns that the JSON schema cannot say, and the rule of an
// ACTIVE template. Every failure of one save answers together, keyed by field (a list save
// prefixes the column's index: `columns.2.inputCol`).
import {
  ETAX_REQUIRED_KEYS,
  PREPAID_REFERENCE_KEYS,
  requiredKeysOf,
} from '../../../contract/upload-template';
import type { ErrorDetail } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { ruleRefused } from '../../http/errors';
import { say, type Speaker } from '../../http/language';
import { unknownListboxCodes } from '../../validation/listbox-codes';
import { fieldText } from '../../validation/messages';
import { templateText } from './messages';
import type { ColumnValues } from './repository';

type Text = { th: string; en: string };

/** DATEPICKER ↔ DATE and NUMBER ↔ INTEGER/DECIMAL: the control and the type agree. */
function consistencyText(column: ColumnValues): Text | undefined {
  const isDate = column.inputType === 'DATE';
  const isNumber = column.inputType === 'INTEGER' || column.inputType === 'DECIMAL';
  if ((column.inputControlType === 'DATEPICKER') !== isDate) return templateText.controlNeedsDate;
  if ((column.inputControlType === 'NUMBER') !== isNumber) return templateText.controlNeedsNumber;
  return undefined;
}

/**
 * Checks `columns` as the template's whole set of live columns after the save; `keyOf` names a
 * field of the i-th column in the details. Listbox codes are checked against master data.
 */
export async function assertColumns(
  db: Db,
  speaker: Speaker,
  columns: readonly ColumnValues[],
  keyOf: (index: number, field: keyof ColumnValues) => string,
): Promise<ErrorDetail[]> {
  const details: ErrorDetail[] = [];
  const add = (index: number, field: keyof ColumnValues, text: Text) =>
    details.push({ key: keyOf(index, field), description: say(speaker, text) });

  const [unknownKeys, unknownTypes, unknownControls] = await Promise.all([
    unknownListboxCodes(db, 'DATA_TYPE_KEY', distinct(columns.map((c) => c.dataTypeKey))),
    unknownListboxCodes(db, 'INPUT_TYPE', distinct(columns.map((c) => c.inputType))),
    unknownListboxCodes(db, 'INPUT_CONTROL_TYPE', distinct(columns.map((c) => c.inputControlType))),
  ]);
  const seenCols = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  columns.forEach((column, index) => {
    if (unknownKeys.includes(column.dataTypeKey)) add(index, 'dataTypeKey', fieldText.listboxCodeMissing);
    if (unknownTypes.includes(column.inputType)) add(index, 'inputType', fieldText.listboxCodeMissing);
    if (unknownControls.includes(column.inputControlType)) {
      add(index, 'inputControlType', fieldText.listboxCodeMissing);
    }
    const mismatch = consistencyText(column);
    if (mismatch) add(index, 'inputControlType', mismatch);
    if (seenCols.has(column.inputCol)) add(index, 'inputCol', templateText.inputColTaken);
    else seenCols.set(column.inputCol, index);
    if (seenKeys.has(column.dataTypeKey)) add(index, 'dataTypeKey', templateText.dataTypeKeyTaken);
    else seenKeys.set(column.dataTypeKey, index);
  });
  return details;
}

const distinct = (values: string[]) => [...new Set(values)];

/**
 * What an ACTIVE template must have: an E-TAX one maps every key of ETAX_REQUIRED_KEYS — a full
 * tax invoice's also the buyer's address and zip code (section 86/4) —, one that deducts a deposit
 * the deposit invoice's number and date, and each DROPDOWN column has options. 422 with what is missing otherwise.
 */
export function assertActivatable(
  speaker: Speaker,
  template: { uploadType: string; documentType: string },
  columns: readonly Pick<ColumnValues, 'dataTypeKey' | 'inputControlType' | 'columnName'>[],
  optionCount: (column: number) => number,
): void {
  const mapped = new Set(columns.map((c) => c.dataTypeKey));
  const missing = requiredKeysOf(template.uploadType, template.documentType).filter(
    (key) => !mapped.has(key),
  );
  if (missing.length) {
    // The buyer's address alone missing: say why a full tax invoice needs it.
    const text = missing.every((key) => !(ETAX_REQUIRED_KEYS as readonly string[]).includes(key))
      ? templateText.FULL_TAX_INVOICE_KEYS
      : templateText.ETAX_REQUIRED_KEYS;
    throw ruleRefused('ETAX_REQUIRED_KEYS', `${say(speaker, text)}: ${missing.join(', ')}`);
  }
  // A deposit deducted names its deposit invoice: without the columns every such row is refused.
  const unnamed = PREPAID_REFERENCE_KEYS.filter((key) => !mapped.has(key));
  if (template.uploadType === 'ETAX' && mapped.has('PREPAID_AMOUNT') && unnamed.length) {
    throw ruleRefused(
      'ETAX_REQUIRED_KEYS',
      `${say(speaker, templateText.PREPAID_REFERENCE_KEYS)}: ${unnamed.join(', ')}`,
    );
  }
  const bare = columns.filter((c, index) => c.inputControlType === 'DROPDOWN' && optionCount(index) === 0);
  if (bare.length) {
    throw ruleRefused(
      'DROPDOWN_WITHOUT_OPTIONS',
      `${say(speaker, templateText.DROPDOWN_WITHOUT_OPTIONS)}: ${bare.map((c) => c.columnName).join(', ')}`,
    );
  }
}
