// What a document's e-Tax XML says (docs/etax-xml.md): the draft made from the import's rows, the
// seller (the customer and branch, with the TISI codes of its address) and the buyer as the rows
// give it. How the buyer is identified is read off its ID, since the rows say no more:
// - a branch code given → TXID (a VAT-registered buyer: 13-digit tax ID + branch);
// - a 13-digit ID starting with 0 → TXID at the head office (Thai juristic persons' tax IDs start
//   with 0; people's national IDs start with 1–8);
// - another 13-digit ID → NIDN (a person's national ID);
// - no ID → OTHR ('N/A').
import type { EtaxVersion } from '../../../contract/etax-version';
import type { AddressJson } from '../../db/schema/customer';
import type { EtaxDocument, EtaxParty } from '../../etax/etax-document';
import { toSatang } from '../../validation/money';
import { DEFAULT_PREPAID_TYPE, optional, printedAmounts, type DocumentDraft } from './build-documents';

const HEAD_OFFICE = '00000';
/** The referenced document's type when it was not issued here (its type is then unknown). */
const REFERENCED_TYPE = '388';
/** ThaiCategoryCode 02: the document an advance payment was made on (docs/etax-xml.md "Deposits"). */
const PREPAID_CATEGORY = '02';

export interface EtaxSeller {
  name: string;
  taxId: string;
  branchCode: string;
  address: AddressJson | null;
  addressLine: string;
  email?: string;
  tel?: string;
  /** The version of ETDA's standard the customer writes its documents in (customer.etax_version). */
  etaxVersion: EtaxVersion;
}

export function sellerParty(seller: EtaxSeller): EtaxParty {
  const { address } = seller;
  return {
    name: seller.name,
    scheme: 'TXID',
    taxId: seller.taxId,
    branchCode: seller.branchCode,
    address: address
      ? {
          lineOne: seller.addressLine,
          postcode: address.zipCode,
          provinceCode: address.provinceCode,
          districtCode: address.districtCode,
          subDistrictCode: address.subDistrictCode,
          countryId: 'TH',
        }
      : { countryId: 'TH' },
    ...(seller.email ? { email: seller.email } : {}),
    ...(seller.tel ? { tel: seller.tel } : {}),
  };
}

/**
 * How the rows identify the buyer (see the top of this file). Only a VAT-registered buyer (TXID)
 * has a head office or branch: a person (NIDN) is printed and written without one.
 */
export function buyerIdentity(
  header: DocumentDraft['header'],
): Pick<EtaxParty, 'scheme' | 'taxId' | 'branchCode'> {
  const taxId = header.buyerTaxId?.trim() || undefined;
  const branchCode = header.buyerBranchCode?.trim() || undefined;
  if (!taxId) return { scheme: 'OTHR' };
  return branchCode || taxId.startsWith('0')
    ? { scheme: 'TXID', taxId, branchCode: branchCode ?? HEAD_OFFICE }
    : { scheme: 'NIDN', taxId };
}

/** The buyer's address: structured with the TISI codes the upload found, else free text. */
function buyerAddress(header: DocumentDraft['header']): EtaxParty['address'] {
  const code = header.buyerSubDistrictCode;
  return {
    ...(header.buyerAddress ? { lineOne: header.buyerAddress } : {}),
    ...(header.buyerZipCode ? { postcode: header.buyerZipCode } : {}),
    ...(code
      ? { provinceCode: code.slice(0, 2), districtCode: code.slice(0, 4), subDistrictCode: code }
      : {}),
    countryId: 'TH',
  };
}

function buyerParty(header: DocumentDraft['header']): EtaxParty {
  return {
    name: header.buyerName!,
    ...buyerIdentity(header),
    address: buyerAddress(header),
    ...(header.buyerEmail ? { email: header.buyerEmail } : {}),
    ...(header.buyerTel ? { tel: header.buyerTel } : {}),
  };
}

/** The e-Tax message of a draft that could be made (it has its totals). */
export function etaxDocumentOf(
  draft: DocumentDraft,
  issuer: { seller: EtaxSeller; documentType: string; typeName: string },
  made: { createdAt: Date; referencedAmount?: string | undefined; referencedType?: string | undefined },
): EtaxDocument {
  const { createdAt, referencedAmount, referencedType } = made;
  const { header } = draft;
  // A final invoice deducting a deposit: the reference is the deposit's invoice (v2.1 category 02).
  const prepaid = (toSatang(header.prepaidAmount) ?? 0n) > 0n ? header.prepaidAmount! : undefined;
  return {
    etaxVersion: issuer.seller.etaxVersion,
    typeCode: issuer.documentType,
    name: issuer.typeName,
    documentNo: draft.documentNo,
    issueDate: header.issueDate!,
    createdAt,
    ...optional('dueDate', header.dueDate),
    seller: sellerParty(issuer.seller),
    buyer: buyerParty(header),
    ...printedAmounts(draft),
    ...(header.referenceDocumentNo
      ? {
          reference: {
            documentNo: header.referenceDocumentNo,
            documentDate: header.referenceDocumentDate ?? header.issueDate!,
            typeCode: referencedType ?? REFERENCED_TYPE,
            ...(referencedAmount ? { originalAmount: referencedAmount } : {}),
            ...(prepaid ? { categoryCode: PREPAID_CATEGORY } : {}),
          },
        }
      : {}),
    ...optional('purposeCode', header.purposeCode),
    ...optional('purposeText', header.purposeText),
    ...optional('remark', header.remark),
    ...(prepaid
      ? { prepaid: { amount: prepaid, typeCode: header.prepaidType ?? DEFAULT_PREPAID_TYPE } }
      : {}),
  };
}
