// The buyer's address on a full tax invoice (Revenue Code section 86/4: the buyer's name and
// address). A document of such a type none of whose rows gives the address or the zip code is
// refused at its first row, whatever the column's own `required` says; a zip code is 5 digits.
// Abbreviated tax invoices, receipts and cancellations keep their lighter rules. A valid address
// gets the TISI sub-district code the master data knows it by, for the e-Tax XML.
import { FULL_TAX_INVOICE_KEYS, FULL_TAX_INVOICE_TYPES } from '../../../contract/upload-template';
import type { Db } from '../../db/client';
import { placesOfZipCodes, subDistrictCodeOf } from '../../db/place-codes';
import { BUYER_PLACE_KEY } from '../document/service';
import type { CheckedRow, ColumnRule, RowProblem } from './row-rules';

const ZIP_CODE = /^\d{5}$/;

export const isFullTaxInvoice = (uploadType: string, documentType: string) =>
  uploadType === 'ETAX' && (FULL_TAX_INVOICE_TYPES as readonly string[]).includes(documentType);

/** The rows of each document (same DOCUMENT_NO), in file order. */
export function documentsOf(rows: readonly CheckedRow[]): CheckedRow[][] {
  const groups = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const key = row.data.DOCUMENT_NO?.trim() ?? '';
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

const given = (rows: readonly CheckedRow[], key: string) =>
  rows.find((row) => (row.data[key] ?? '').trim() !== '')?.data[key]?.trim();

/** Adds the problems of a full tax invoice's buyer address to the first row of each document. */
export function checkBuyerAddress(rows: readonly CheckedRow[], rules: readonly ColumnRule[]): void {
  const columnOf = (key: string) => rules.find((rule) => rule.dataTypeKey === key)?.inputCol ?? null;
  for (const document of documentsOf(rows)) {
    const first = document[0]!;
    const problem = (key: string, code: RowProblem['code']) => {
      // The column's own rule said it already (REQUIRED, MAX_LENGTH …).
      if (document.some((row) => row.problems.some((p) => p.key === key))) return;
      first.problems.push({ key, column: columnOf(key), code });
    };
    for (const key of FULL_TAX_INVOICE_KEYS) {
      if (!given(document, key)) problem(key, 'FULL_TAX_INVOICE_FIELD');
    }
    const zip = given(document, 'BUYER_ZIP_CODE');
    if (zip && !ZIP_CODE.test(zip)) problem('BUYER_ZIP_CODE', 'ZIP_CODE');
  }
}

/**
 * Stages with each document's rows the sub-district code of its buyer's address when the master
 * data's places of the zip code name it unambiguously (BUYER_PLACE_KEY); otherwise the XML writes
 * the address as free text.
 */
export async function findBuyerPlaces(db: Db, rows: readonly CheckedRow[]): Promise<void> {
  const documents = documentsOf(rows).map((document) => ({
    document,
    address: given(document, 'BUYER_ADDRESS'),
    zip: given(document, 'BUYER_ZIP_CODE'),
  }));
  const zips = new Set(documents.flatMap(({ zip }) => (zip && ZIP_CODE.test(zip) ? [zip] : [])));
  const places = await placesOfZipCodes(db, [...zips]);
  for (const { document, address, zip } of documents) {
    const code = address && zip ? subDistrictCodeOf(address, zip, places) : undefined;
    if (code) for (const row of document) row.data[BUYER_PLACE_KEY] = code;
  }
}
