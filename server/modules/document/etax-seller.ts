// The seller of an import's documents as the e-Tax XML and the PDF take it: the customer, with the
// branch's address and phone when the branch has them, and the address printed with its place
// names. The upload's XML check (customer-upload/xml-check.ts) builds the XML with it too.
import type { Db } from '../../db/client';
import { placeNames } from '../../db/place-names';
import { addressText } from '../../pdf/address-text';
import type { EtaxSeller } from './etax-document-of';
import { findSeller } from './generation-repository';

export async function loadEtaxSeller(db: Db, customerCode: string, branchCode: string): Promise<EtaxSeller> {
  const record = await findSeller(db, customerCode, branchCode);
  const addressLine = record.address ? addressText(record.address, await placeNames(db, record.address)) : '';
  return {
    name: record.name,
    taxId: record.taxId,
    branchCode: record.branchCode,
    address: record.address,
    addressLine,
    etaxVersion: record.etaxVersion,
    ...(record.email ? { email: record.email } : {}),
    ...(record.tel ? { tel: record.tel } : {}),
  };
}
