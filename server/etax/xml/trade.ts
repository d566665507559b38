// The money side of a message: IncludedSupplyChainTradeLineItem per line, and the header's
// ApplicableHeaderTradeSettlement (currency, VAT, document allowance, due date, totals).
import type { EtaxDocument, EtaxLine } from '../etax-document';
import { decimal, formatSatang, lineVat, money, toSatang } from './amounts';
import type { EtaxVersionSpec } from './etax-versions';
import type { EtaxMessage } from './message-types';
import { prepaidAllowanceNode, prepaidSatang, totalPrepaidNode } from './prepaid';
import { el, leaf, tokenText, type MaybeNode, type XmlNode } from './xml-writer';

function vatNode(rate: string, basis: string, amount: string): XmlNode {
  return el('ram:ApplicableTradeTax', [
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:CalculatedRate', decimal(rate, 'vatRate')),
    leaf('ram:BasisAmount', basis),
    leaf('ram:CalculatedAmount', amount),
  ]);
}

/** An allowance (discount, ChargeIndicator false) or a charge (true), absent when zero. */
function allowanceNode(satang: bigint): MaybeNode {
  if (satang === 0n) return undefined;
  return el('ram:SpecifiedTradeAllowanceCharge', [
    leaf('ram:ChargeIndicator', satang > 0n ? 'false' : 'true'),
    leaf('ram:ActualAmount', formatSatang(satang > 0n ? satang : -satang)),
  ]);
}

function lineNode(line: EtaxLine, vatRate: string): XmlNode {
  const what = `line ${line.lineNo}`;
  const amount = toSatang(line.amount, `${what} amount`);
  const vat = lineVat(amount, vatRate);
  const unit = tokenText(line.unit);
  return el('ram:IncludedSupplyChainTradeLineItem', [
    el('ram:AssociatedDocumentLineDocument', [leaf('ram:LineID', String(line.lineNo))]),
    el('ram:SpecifiedTradeProduct', [
      leaf('ram:ID', tokenText(line.itemCode)),
      // Name is required; a name over ETDA's 256 characters is cut (the PDF keeps it whole).
      { name: 'ram:Name', text: tokenText(line.itemName, 256) },
    ]),
    el('ram:SpecifiedLineTradeAgreement', [
      el('ram:GrossPriceProductTradePrice', [
        leaf('ram:ChargeAmount', decimal(line.unitPrice, `${what} unitPrice`)),
      ]),
    ]),
    el('ram:SpecifiedLineTradeDelivery', [
      leaf('ram:BilledQuantity', decimal(line.qty, `${what} qty`), { unitCode: unit || undefined }),
    ]),
    el('ram:SpecifiedLineTradeSettlement', [
      vatNode(vatRate, formatSatang(amount), formatSatang(vat)),
      allowanceNode(toSatang(line.discount, `${what} discount`)),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', [
        leaf('ram:TaxTotalAmount', formatSatang(vat)),
        leaf('ram:NetLineTotalAmount', formatSatang(amount)),
        leaf('ram:NetIncludingTaxesLineTotalAmount', formatSatang(amount + vat)),
      ]),
    ]),
  ]);
}

// `spec`: the version's options, for what a version adds to a line (v2.1's prepaid allowances).
export function lineNodes(doc: EtaxDocument, _spec: EtaxVersionSpec): XmlNode[] {
  return doc.lines.map((line) => lineNode(line, doc.vatRate));
}

/**
 * A debit/credit note's header amounts (ETDA samples): OriginalInformationAmount = the referenced
 * document's value, DifferenceInformationAmount = this note's value, LineTotalAmount = the value
 * after the change (original + difference for 80, original − difference for 81). Without the
 * original value OriginalInformationAmount is left out, so that validation reports the missing
 * element rather than the message carrying an invented figure.
 */
function differenceAmounts(
  doc: EtaxDocument,
  lineTotal: bigint,
): { original?: string; corrected: string; difference: string } {
  const difference = toSatang(doc.totalBeforeVat, 'totalBeforeVat');
  const originalText = doc.reference?.originalAmount;
  if (originalText === undefined)
    return { corrected: formatSatang(lineTotal), difference: formatSatang(difference) };
  const original = toSatang(originalText, 'reference.originalAmount');
  const corrected = doc.typeCode === '81' ? original - difference : original + difference;
  return {
    original: formatSatang(original),
    corrected: formatSatang(corrected),
    difference: formatSatang(difference),
  };
}

// `spec`: the version's options, for what a version adds to the header (v2.1's prepaid sums).
export function settlementNode(doc: EtaxDocument, message: EtaxMessage, spec: EtaxVersionSpec): XmlNode {
  const lineTotal = doc.lines.reduce(
    (sum, line) => sum + toSatang(line.amount, `line ${line.lineNo} amount`),
    0n,
  );
  const basis = toSatang(doc.totalBeforeVat, 'totalBeforeVat');
  // Lines summing to more than the tax basis (and a v2.1 prepaid deduction) means a document-level
  // discount; to less, a charge.
  const headerAllowance = lineTotal - basis - prepaidSatang(doc, spec);
  const amounts = message.hasDifferenceAmounts ? differenceAmounts(doc, lineTotal) : undefined;
  const dueDate = tokenText(doc.dueDate);
  return el('ram:ApplicableHeaderTradeSettlement', [
    leaf('ram:InvoiceCurrencyCode', tokenText(doc.currency), { listID: 'ISO 4217 3A' }),
    vatNode(doc.vatRate, formatSatang(basis), money(doc.vatAmount, 'vatAmount')),
    prepaidAllowanceNode(doc, spec),
    allowanceNode(headerAllowance),
    dueDate
      ? el('ram:SpecifiedTradePaymentTerms', [leaf('ram:DueDateDateTime', `${dueDate}T00:00:00`)])
      : undefined,
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      leaf('ram:OriginalInformationAmount', amounts?.original),
      leaf('ram:LineTotalAmount', amounts ? amounts.corrected : formatSatang(lineTotal)),
      leaf('ram:DifferenceInformationAmount', amounts?.difference),
      leaf('ram:AllowanceTotalAmount', formatSatang(headerAllowance > 0n ? headerAllowance : 0n)),
      leaf('ram:ChargeTotalAmount', headerAllowance < 0n ? formatSatang(-headerAllowance) : undefined),
      leaf('ram:TaxBasisTotalAmount', formatSatang(basis)),
      leaf('ram:TaxTotalAmount', money(doc.vatAmount, 'vatAmount')),
      leaf('ram:GrandTotalAmount', money(doc.totalAmount, 'totalAmount')),
      totalPrepaidNode(doc, spec),
    ]),
  ]);
}
