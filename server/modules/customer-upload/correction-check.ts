// Debit / credit notes and cancellations from a file (docs/corrections.md): the reference of each
// document must be a tax invoice this customer issued here (388, T02–T04, GENERATED), and not one
// a cancellation note cancels already or waits to (in another import, or earlier in this file).
// Said at the row and field of the reference, as the form's 422 says it.
import { CORRECTION_TYPES } from '../../../contract/correction';
import { documentsOf } from './buyer-address';
import type { CheckedRow, ColumnRule } from './row-rules';

export const isCorrectionType = (documentType: string) =>
  (CORRECTION_TYPES as readonly string[]).includes(documentType);

export interface ReferenceLookups {
  /** The customer's issued tax invoices among these numbers, and whether each is cancelled. */
  originals: (numbers: string[]) => Promise<ReadonlyMap<string, { cancelled: boolean }>>;
  /** Which of these numbers a cancellation waiting in another import names. */
  pendingCancellations: (numbers: string[]) => Promise<ReadonlySet<string>>;
}

const KEY = 'REFERENCE_DOCUMENT_NO';

export async function checkCorrectionReferences(
  rows: readonly CheckedRow[],
  rules: readonly ColumnRule[],
  documentType: string,
  lookups: ReferenceLookups,
): Promise<void> {
  const column = rules.find((rule) => rule.dataTypeKey === KEY)?.inputCol ?? null;
  const references: { row: CheckedRow; documentNo: string }[] = [];
  for (const document of documentsOf(rows)) {
    // A reference refused by its own cell rule was said there.
    const row = document.find((r) => (r.data[KEY] ?? '').trim() !== '');
    if (row && !row.problems.some((problem) => problem.key === KEY))
      references.push({ row, documentNo: row.data[KEY]!.trim() });
  }
  if (references.length === 0) return;
  const numbers = [...new Set(references.map((r) => r.documentNo))];
  const [originals, pending] = await Promise.all([
    lookups.originals(numbers),
    lookups.pendingCancellations(numbers),
  ]);
  const cancelledHere = new Set<string>();
  for (const { row, documentNo } of references) {
    const original = originals.get(documentNo);
    const cancelled = original?.cancelled || pending.has(documentNo) || cancelledHere.has(documentNo);
    if (documentType === 'T07') cancelledHere.add(documentNo);
    if (original && !cancelled) continue;
    row.problems.push({
      key: KEY,
      column,
      code: original ? 'REFERENCE_CANCELLED' : 'REFERENCE_NOT_ISSUED',
      params: { documentNo },
    });
  }
}
