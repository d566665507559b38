// The e-Tax XML rules before approval (docs/imports.md, "The e-Tax XML at upload"): every document
// of an E-TAX upload whose rows passed the row rules is built as generation builds it (the same
// drafts, the customer's real seller data) and checked against ETDA's XSD and Schematron. Each
// failure becomes a row problem at the row and field its path points to, so that the upload ends
// VALIDATION_FAILED instead of a document failing after both approvals. What only generation
// knows is a placeholder the rules accept: the creation time, and a note's referenced amount.
import { documentTitle } from '../../pdf/document-titles';
import { buildEtaxXml, hasEtaxMessage } from '../../etax/xml/build-xml';
import type { XmlFailure } from '../../etax/xml/validate-xml';
import { lazy } from '../../lazy';
import { toSatang } from '../../validation/money';
import { buildDocuments, defaultVatRate, satangToDecimal, type DocumentDraft } from '../document/service';
import { etaxDocumentOf, type EtaxSeller } from '../document/service';
import { documentsOf } from './buyer-address';
import type { CheckedRow, ColumnRule, RowProblem } from './row-rules';

/** Debit and credit notes state their referenced document's amount (generation reads it then). */
const NOTE_TYPES = new Set(['80', '81']);
/** libxml2 names elements `{namespace}name`: the name says enough. */
const NAMESPACE = /\{[^}]*\}/g;
const MAX_DETAIL = 300;
/** A file's documents are checked in slices of this long, so that other requests are served between. */
const SLICE_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The XSD and Schematron check (libxml2-wasm, ~150 MB under tsx), loaded with the first E-TAX upload. */
const loadValidator = lazy(() => import('../../etax/xml/validate-xml'));

export interface XmlCheckTarget {
  uploadType: string;
  documentType: string;
  seller: EtaxSeller;
  rules: readonly ColumnRule[];
}

export const checksEtaxXml = (uploadType: string, documentType: string) =>
  uploadType === 'ETAX' && hasEtaxMessage(documentType);

/** The fields an XML path inside a line names (the last match wins: most specific last). */
const LINE_FIELDS: [RegExp, string][] = [
  [/./, 'ITEM_AMOUNT'],
  [/AppliedTradeAllowanceCharge/, 'ITEM_DISCOUNT'],
  [/GrossPriceProductTradePrice/, 'ITEM_UNIT_PRICE'],
  [/BilledQuantity/, 'ITEM_QTY'],
  [/BilledQuantity\/@unitCode/, 'ITEM_UNIT'],
  [/SpecifiedTradeProduct\/ram:ID/, 'ITEM_CODE'],
  [/SpecifiedTradeProduct\/ram:Name/, 'ITEM_NAME'],
];
/** The fields a path outside the lines names. */
const HEADER_FIELDS: [RegExp, string][] = [
  [/./, 'DOCUMENT_NO'],
  [/ExchangedDocument\/ram:IssueDateTime/, 'ISSUE_DATE'],
  [/ram:Purpose\b/, 'PURPOSE_TEXT'],
  [/ram:PurposeCode/, 'PURPOSE_CODE'],
  [/IncludedNote/, 'REMARK'],
  [/ReferencedDocument/, 'REFERENCE_DOCUMENT_NO'],
  [/ReferencedDocument\/ram:IssueDateTime/, 'REFERENCE_DOCUMENT_DATE'],
  [/DueDateDateTime/, 'DUE_DATE'],
  [/InvoiceCurrencyCode|@currencyID/, 'CURRENCY'],
  [/ApplicableTradeTax\/ram:CalculatedRate/, 'VAT_RATE'],
  [/HeaderTradeSettlement\/ram:SpecifiedTradeAllowanceCharge|TotalPrepaidAmount/, 'PREPAID_AMOUNT'],
  [/BuyerTradeParty/, 'BUYER_NAME'],
  [/BuyerTradeParty\/ram:SpecifiedTaxRegistration/, 'BUYER_TAX_ID'],
  [/BuyerTradeParty\/ram:PostalTradeAddress/, 'BUYER_ADDRESS'],
  [/BuyerTradeParty\/ram:PostalTradeAddress\/ram:PostcodeCode/, 'BUYER_ZIP_CODE'],
  [/BuyerTradeParty\/.*URIID/, 'BUYER_EMAIL'],
  [/BuyerTradeParty\/.*CompleteNumber/, 'BUYER_TEL'],
];
const LINE = /IncludedSupplyChainTradeLineItem(?:\[(\d+)\])?/;

const lastMatch = (fields: [RegExp, string][], path: string) =>
  fields.filter(([pattern]) => pattern.test(path)).at(-1)![1];

/** The row and field of the document a failure's path points to. */
function placeOf(failure: XmlFailure, rows: readonly CheckedRow[]): { row: CheckedRow; key: string } {
  const line = LINE.exec(failure.path);
  if (line) {
    const index = Number(line[1] ?? 1) - 1;
    return { row: rows[index] ?? rows[0]!, key: lastMatch(LINE_FIELDS, failure.path) };
  }
  const key = lastMatch(HEADER_FIELDS, failure.path);
  // A TXID is the tax ID and the branch: a branch the rows give is the likelier culprit.
  const branchGiven = rows.some((row) => (row.data.BUYER_BRANCH_CODE ?? '').trim() !== '');
  return { row: rows[0]!, key: key === 'BUYER_TAX_ID' && branchGiven ? 'BUYER_BRANCH_CODE' : key };
}

/** What a failure says, short enough for a cell of the error report. */
function detailOf(failure: XmlFailure): string {
  const text = failure.message.replace(NAMESPACE, '').replace(/\s+/g, ' ').trim();
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

function etaxDocument(draft: DocumentDraft, target: XmlCheckTarget) {
  const before = toSatang(draft.totals!.totalBeforeVat) ?? 0n;
  return etaxDocumentOf(
    draft,
    {
      seller: target.seller,
      documentType: target.documentType,
      typeName: documentTitle({ documentTypeCode: target.documentType }).th,
    },
    {
      createdAt: new Date(),
      // Any amount the note can change: twice its own difference.
      referencedAmount: NOTE_TYPES.has(target.documentType) ? satangToDecimal(2n * before) : undefined,
    },
  );
}

/** Builds and checks each document whose rows passed the row rules; adds the XML's problems. */
export async function checkEtaxXml(rows: readonly CheckedRow[], target: XmlCheckTarget): Promise<void> {
  const clean = documentsOf(rows).filter((document) => document.every((row) => row.problems.length === 0));
  const rowsOf = new Map(clean.map((document) => [document[0]!.data.DOCUMENT_NO?.trim() ?? '', document]));
  const drafts = buildDocuments(clean.flat(), defaultVatRate('ETAX'));
  const columnOf = (key: string) => target.rules.find((rule) => rule.dataTypeKey === key)?.inputCol ?? null;
  const { validateEtaxXml } = await loadValidator();
  let sliceStart = performance.now();
  for (const draft of drafts) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const documentRows = rowsOf.get(draft.documentNo);
    // A draft that cannot be made fails a row rule already (the same arithmetic).
    if (!documentRows || draft.failure || !draft.totals) continue;
    let failures: XmlFailure[];
    try {
      failures = await validateEtaxXml(buildEtaxXml(etaxDocument(draft, target)));
    } catch (error) {
      // The builder refuses a value it cannot write (an amount that is not a decimal).
      failures = [{ source: 'XSD', ruleId: 'XML', path: '/', message: (error as Error).message }];
    }
    for (const failure of failures) {
      const { row, key } = placeOf(failure, documentRows);
      const problem: RowProblem = {
        key,
        column: columnOf(key),
        code: 'ETAX_RULE',
        params: { rule: failure.ruleId, detail: detailOf(failure) },
      };
      row.problems.push(problem);
    }
  }
}
