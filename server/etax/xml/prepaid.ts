// Deposits in the e-Tax XML (docs/etax-xml.md "Deposits"): a final tax invoice that deducts a
// deposit (or another advance payment) invoiced before. v2.1 (ขมธอ.3-2568) says so with its own
// elements, as ETDA's ExampleForPrepaid samples do:
// - the deposit invoice referenced with CategoryCode 02 (TIV-PrepaidIndicator-010/011; the model's
//   reference.categoryCode, set by generation);
// - a header SpecifiedTradeAllowanceCharge with PrepaidIndicator true and no ChargeIndicator
//   (TIV-PrepaidIndicator-001), the amount and its type PP001–PP006 (-002/-003);
// - TotalPrepaidAmount, last in the header summation; AllowanceTotalAmount leaves it out.
// The deduction is before VAT: TaxBasisTotalAmount = the lines − the prepaid (− any other
// allowance), the VAT on that basis (ETDA's sample: 130000 − 30000 − 2000 = 98000, VAT 6860,
// total 104860).
// v2.0 has none of these. There the deduction is an ordinary document allowance (ChargeIndicator
// false), which the settlement writes anyway as the lines' sum − the basis, and the deposit
// invoice is not referenced: a v2.0 tax invoice's reference says that it replaces that document.
import type { EtaxDocument } from '../etax-document';
import { formatSatang, toSatang } from './amounts';
import type { EtaxVersionSpec } from './etax-versions';
import { el, leaf, type MaybeNode } from './xml-writer';

/** The Purpose of a final invoice (its reference needs a TIVC code; TIVC99 needs a text). */
export const PREPAID_PURPOSE = 'หักเงินมัดจำ/เงินรับล่วงหน้าตามใบกำกับภาษีที่อ้างอิง';

/** The deduction written as a prepaid allowance (satang): 0 when none or in v2.0. */
export function prepaidSatang(doc: EtaxDocument, spec: EtaxVersionSpec): bigint {
  if (!doc.prepaid || !spec.hasPrepaid) return 0n;
  return toSatang(doc.prepaid.amount, 'prepaid.amount');
}

/** Whether the document's reference is written: not a v2.0 final invoice's deposit invoice. */
export function writesReference(doc: EtaxDocument, spec: EtaxVersionSpec): boolean {
  return !doc.prepaid || spec.hasPrepaid;
}

/** The header's prepaid allowance (v2.1), before any ordinary allowance as in ETDA's sample. */
export function prepaidAllowanceNode(doc: EtaxDocument, spec: EtaxVersionSpec): MaybeNode {
  const satang = prepaidSatang(doc, spec);
  if (satang === 0n) return undefined;
  return el('ram:SpecifiedTradeAllowanceCharge', [
    leaf('ram:PrepaidIndicator', 'true'),
    leaf('ram:ActualAmount', formatSatang(satang)),
    leaf('ram:TypeCode', doc.prepaid!.typeCode),
  ]);
}

/** TotalPrepaidAmount of the header summation (v2.1). */
export function totalPrepaidNode(doc: EtaxDocument, spec: EtaxVersionSpec): MaybeNode {
  const satang = prepaidSatang(doc, spec);
  return satang === 0n ? undefined : leaf('ram:TotalPrepaidAmount', formatSatang(satang));
}
